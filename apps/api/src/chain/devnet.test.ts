import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { startLocalChain } from './devnet.ts'

const log = pino({ level: 'silent' })

describe('the embedded devnet', () => {
  it('keeps its contracts across a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    const first = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    const contracts = first.context.contracts
    await first.stop()
    const second = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    expect(second.context.contracts).toEqual(contracts)
    const code = await second.context.publicClient.getCode({ address: contracts.main })
    expect(code?.length).toBeGreaterThan(2)
    await second.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('starts a fresh, deployed chain when its state file is unreadable', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    await fs.mkdir(path.join(dataDir, 'devnet'))
    await fs.writeFile(path.join(dataDir, 'devnet', 'state.json'), '{ half a fi')
    const chain = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    const code = await chain.context.publicClient.getCode({ address: chain.context.contracts.nft })
    expect(code?.length).toBeGreaterThan(2)
    const kept = await fs.readdir(path.join(dataDir, 'devnet'))
    expect(kept.some((name) => name.startsWith('state.json.unreadable-'))).toBe(true)
    await chain.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('stops the devnet a killed server left running, and goes on from its latest block', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-devnet-'))
    const left = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    // Mined just before the server was killed: not yet in the state file anvil writes each second.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { walletClient, publicClient, account, chain } = left.context
    const hash = await walletClient.sendTransaction({ account, chain, to: recipient, value: 7n })
    await publicClient.waitForTransactionReceipt({ hash })

    // SIGKILL runs no handler: nothing stops `left`. The next server starts its devnet.
    const next = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
    try {
      expect(await next.context.publicClient.getBalance({ address: recipient })).toBe(7n)
      await expect(publicClient.getBlockNumber({ cacheTime: 0 })).rejects.toThrow()
    } finally {
      await next.stop()
      await left.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
