import path from 'node:path'
import webpush from 'web-push'
import { secretFileMadeOnce } from '../../lib/secret-file.ts'

/** The devnet's VAPID key file in the data folder. */
export const vapidKeyFile = (dataDir: string) => path.join(dataDir, 'push', 'vapid.json')

/**
 * The VAPID keys of the embedded devnet (`npm start` without VAPID_* set): made once for the data
 * folder and kept in it (`push/vapid.json`, readable by its owner only), so that the browsers'
 * subscriptions, which are bound to the key, outlive a restart; two starts at once keep one pair.
 */
export function devnetVapidKeys(dataDir: string) {
  const file = vapidKeyFile(dataDir)
  return secretFileMadeOnce(
    file,
    () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`,
    (text) => {
      const { publicKey, privateKey } = JSON.parse(text) as Record<string, unknown>
      if (
        typeof publicKey !== 'string' ||
        typeof privateKey !== 'string' ||
        !/^[A-Za-z0-9_-]{87}$/.test(publicKey) ||
        !/^[A-Za-z0-9_-]{43}$/.test(privateKey)
      ) {
        throw new Error(`${file} holds no VAPID key pair`)
      }
      return { publicKey, privateKey }
    },
  )
}
