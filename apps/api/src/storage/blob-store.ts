import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** Where image files live: local disk by default (an S3-compatible store can stand in). */
export interface BlobStore {
  /** Stores the bytes under `key`; a key already stored is left as it is (keys are hashes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The bytes under `key`, or undefined. */
  get(key: string): Promise<Buffer | undefined>
  /** Removes `key` (nothing happens when it is not there). */
  delete(key: string): Promise<void>
}

const SAFE_KEY = /^[0-9a-f]{64}\.jpg$/

/** Files under `root`, spread over 256 folders by the first two characters of their key. */
export function diskBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a blob key: ${key}`)
    return path.join(root, key.slice(0, 2), key)
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Written aside and renamed, so a reader never sees half a file; the same image stored
      // twice at once writes two partial files and either rename leaves the same bytes.
      const partial = `${file}.${randomUUID()}.partial`
      await fs.writeFile(partial, bytes)
      await fs.rename(partial, file)
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined
      try {
        return await fs.readFile(fileOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true })
    },
  }
}
