import fs from 'node:fs/promises'
import path from 'node:path'
import webpush from 'web-push'

/** The devnet's VAPID key file in the data folder. */
export const vapidKeyFile = (dataDir: string) => path.join(dataDir, 'push', 'vapid.json')

/**
 * The VAPID keys of the embedded devnet (`npm start` without VAPID_* set): made once for the data
 * folder and kept in it (`push/vapid.json`, readable by its owner only), so that the browsers'
 * subscriptions, which are bound to the key, outlive a restart. Written under a temporary name
 * and linked into place, as the devnet's signer key is, so two starts at once keep one pair.
 */
export async function devnetVapidKeys(dataDir: string) {
  const file = vapidKeyFile(dataDir)
  const read = async () => {
    const keys = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>
    const { publicKey, privateKey } = keys
    if (
      typeof publicKey !== 'string' ||
      typeof privateKey !== 'string' ||
      !/^[A-Za-z0-9_-]{87}$/.test(publicKey) ||
      !/^[A-Za-z0-9_-]{43}$/.test(privateKey)
    ) {
      throw new Error(`${file} holds no VAPID key pair`)
    }
    return { publicKey, privateKey }
  }
  try {
    return await read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await fs.mkdir(path.dirname(file), { recursive: true })
  const draft = `${file}.${process.pid}.tmp`
  await fs.writeFile(draft, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600 })
  try {
    await fs.link(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await fs.rm(draft, { force: true })
  }
  return read()
}
