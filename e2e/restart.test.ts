import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createPublicClient, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server.ts'

describe('the embedded default across a restart', () => {
  let dataDir: string

  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('keeps its data, its chain and its contract addresses', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-restart-'))
    const first = await startServer({ dataDir, keepData: true })
    const before = (await (await fetch(`${first.url}/v0/config`)).json()).data
    await first.stop()
    expect((await fs.readdir(dataDir)).sort()).toEqual(
      expect.arrayContaining(['devnet', 'memap.sqlite']),
    )

    const second = await startServer({ dataDir, keepData: true })
    try {
      const after = (await (await fetch(`${second.url}/v0/config`)).json()).data
      expect(after.contracts).toEqual(before.contracts)
      const chain = createPublicClient({ transport: http(after.rpcUrl) })
      for (const address of Object.values(after.contracts) as `0x${string}`[]) {
        expect((await chain.getCode({ address }))?.length).toBeGreaterThan(2)
      }
    } finally {
      await second.stop()
    }
  })
})
