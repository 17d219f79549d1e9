import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { diskBlobStore } from './blob-store.ts'

describe('the disk blob store', () => {
  const root = fs.mkdtemp(path.join(os.tmpdir(), 'memap-blobs-'))
  afterAll(async () => fs.rm(await root, { recursive: true, force: true }))

  it('stores, reads and deletes by key, and refuses a key that is not a hash', async () => {
    const store = diskBlobStore(await root)
    const key = `${'b'.repeat(64)}.jpg`
    expect(await store.get(key)).toBeUndefined()
    await store.put(key, Buffer.from('image bytes'), 'image/jpeg')
    expect(await store.get(key)).toEqual(Buffer.from('image bytes'))
    await store.delete(key)
    expect(await store.get(key)).toBeUndefined()
    await store.delete(key)
    await expect(store.delete('../../etc/passwd')).rejects.toThrow(/not a blob key/)
  })
})
