import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestChain } from '../test/chain.ts'
import { startAnvil } from './anvil.ts'
import { contractsHaveCode } from './deploy.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memap-anvil-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

// No retries: the tests expect a stopped node to fail at once.
const client = (rpcUrl: string) =>
  createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })

describe('startAnvil', () => {
  it('starts on a free port with the given chain id and stops', async () => {
    const devnet = await startAnvil({ chainId: 1337 })
    expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${devnet.port}`)
    expect(await client(devnet.rpcUrl).getChainId()).toBe(1337)
    await devnet.stop()
    await devnet.stop() // a second stop is a no-op
    await expect(client(devnet.rpcUrl).getChainId()).rejects.toThrow()
  })

  it('keeps the chain across restarts on the same state file', async () => {
    // The folder does not exist yet: anvil would silently never write the state into it.
    const statePath = join(dir, 'devnet', 'state.json')
    const first = await startTestChain({ statePath })
    await first.devnet.stop()
    expect(JSON.parse(await readFile(statePath, 'utf8'))).toHaveProperty('block')

    const again = await startAnvil({ statePath })
    try {
      expect(await contractsHaveCode(client(again.rpcUrl), first.contracts)).toBe(true)
    } finally {
      await again.stop()
    }
  })

  it('fails with anvil’s own message when the state file is corrupt', async () => {
    const statePath = join(dir, 'corrupt.json')
    await writeFile(statePath, '{"block"')
    await expect(startAnvil({ statePath })).rejects.toThrow(/anvil exited .*failed to parse/s)
  })

  it('fails clearly when the port is taken', async () => {
    const devnet = await startAnvil()
    try {
      await expect(startAnvil({ port: devnet.port })).rejects.toThrow(
        `anvil cannot use port ${devnet.port}: listen EADDRINUSE`,
      )
    } finally {
      await devnet.stop()
    }
  })

  it('does not outlive the process that started it', async () => {
    const script = fileURLToPath(new URL('../test/fixtures/exit-without-stop.ts', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script])
    const rpcUrl = `http://127.0.0.1:${Number(stdout.trim())}`
    await vi.waitFor(() => expect(client(rpcUrl).getChainId()).rejects.toThrow(), {
      timeout: 5000,
    })
  })
})
