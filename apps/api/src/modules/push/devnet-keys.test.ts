import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { devnetVapidKeys, vapidKeyFile } from './devnet-keys.ts'

describe("the devnet's VAPID keys", () => {
  it('are made once for the data folder, readable by its owner only, and kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-vapid-'))
    try {
      const [first, again] = await Promise.all([devnetVapidKeys(dataDir), devnetVapidKeys(dataDir)])
      expect(again).toEqual(first)
      expect(await devnetVapidKeys(dataDir)).toEqual(first)
      expect((await fs.stat(vapidKeyFile(dataDir))).mode & 0o777).toBe(0o600)
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
