import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * What `read` gives of `file`, after writing `make()` into it if it did not exist: a secret made
 * once for a data folder and kept in it, readable by its owner only. Written under a temporary
 * name and linked into place, so two starts at once, or a crash mid-write, never leave two
 * secrets or half of one: the second start reads the first's.
 */
export async function secretFileMadeOnce<T>(
  file: string,
  make: () => string,
  read: (text: string) => T,
): Promise<T> {
  const readFile = async () => read(await fs.readFile(file, 'utf8'))
  try {
    return await readFile()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await fs.mkdir(path.dirname(file), { recursive: true })
  // A draft of this call's own: two calls at once, in one process or two, never share one.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await fs.writeFile(draft, make(), { mode: 0o600 })
  try {
    await fs.link(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await fs.rm(draft, { force: true })
  }
  return readFile()
}
