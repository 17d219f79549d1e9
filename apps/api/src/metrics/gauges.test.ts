import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../chain/clients.ts'
import type { ChainContext } from '../chain/context.ts'
import { openDatabase } from '../db/database.ts'
import { parseSamples, samplesOf } from '../test/metrics.ts'
import { watchChainJobs, watchSigner } from './gauges.ts'
import { Metrics } from './metrics.ts'

describe('the scrape-time gauges, when what they read does not answer', () => {
  // An RPC that takes the connection and never answers: the scrape must not wait for it.
  const sockets = new Set<net.Socket>()
  const silent = net.createServer((socket) => sockets.add(socket))
  let rpcUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    rpcUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('shows the chain down within the timeout, and no balance', async () => {
    const clients = createChainClients({ chainId: 31337, rpcUrl, privateKey: generatePrivateKey() })
    const chain = { ...clients, chainId: 31337, rpcUrl, isDevnet: true } as ChainContext
    const metrics = new Metrics()
    watchSigner(metrics, chain)
    const started = Date.now()
    const samples = parseSamples(await metrics.scrape())
    expect(Date.now() - started).toBeLessThan(4000)
    expect(samplesOf(samples, 'memap_chain_up')[0]?.value).toBe(0)
    expect(samplesOf(samples, 'memap_signer_balance_eth')).toEqual([])
  })

  it('shows the database down, and no chain job figures', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-metrics-'))
    const { db } = openDatabase({ dataDir })
    await db.destroy()
    const metrics = new Metrics()
    watchChainJobs(metrics, db)
    const samples = parseSamples(await metrics.scrape())
    expect(samplesOf(samples, 'memap_database_up')[0]?.value).toBe(0)
    expect(samplesOf(samples, 'memap_chain_jobs')).toEqual([])
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})
