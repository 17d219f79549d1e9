import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Devnet, startAnvil } from '@memap/contracts/anvil'
import { deployContracts } from '@memap/contracts/deploy'
import { pino } from 'pino'
import { type Address, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createChainClients } from '../chain/clients.ts'
import type { ChainContext } from '../chain/context.ts'
import type { JobHandler } from '../chain/job-handler.ts'
import { SignedJobs } from '../chain/signed-jobs.ts'
import { type ChainJobKind, enqueueChainJob } from '../chain/tx-queue.ts'
import { startTxWorker, type TxWorker } from '../chain/tx-worker.ts'
import { type ChainQueueConfig, loadConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { chainJobHandlers } from '../workers.ts'
import { testDatabaseUrl } from './database.ts'

const silent = pino({ level: 'silent' })

export interface ChainQueueFixture {
  db: Db
  chain: ChainContext
  /** The anvil the chain runs on: stopped and started again on the same state and port. */
  node: Devnet
  queue: ChainQueueConfig
  signals: SignedJobs
  /** A worker on the fixture's chain (or another client of it), its queue settings changed. */
  worker(options?: {
    chain?: ChainContext
    queue?: Partial<ChainQueueConfig>
    handlers?: Partial<Record<ChainJobKind, JobHandler>>
  }): TxWorker
  handlers(): Record<ChainJobKind, JobHandler>
  /** Queues `count` jobs of `kind` for fresh wallets, in one database transaction. */
  enqueue(kind: 'mint_nft' | 'mint_whoom', count: number): Promise<Address[]>
  rpc(method: string, params?: unknown[]): Promise<unknown>
  stopNode(): Promise<void>
  startNode(): Promise<void>
}

/**
 * The chain queue without the app: a database, an anvil keeping its state in a file (so that it
 * can be stopped and started again, as an RPC that goes away), the contracts deployed by a
 * signer of the test's own, and workers started by each test. Closed after the file's tests.
 */
export function useChainQueue(): ChainQueueFixture {
  const fixture = {} as ChainQueueFixture
  const cleanups: Array<() => Promise<unknown>> = []
  const workers: TxWorker[] = []
  let statePath = ''
  let port = 0

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-queue-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    statePath = path.join(dataDir, 'state.json')
    fixture.node = await startAnvil({ statePath })
    port = fixture.node.port
    cleanups.push(() => fixture.node.stop())
    const clients = createChainClients({
      chainId: 31337,
      rpcUrl: fixture.node.rpcUrl,
      privateKey: generatePrivateKey(),
    })
    await clients.publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [clients.account.address, toHex(parseEther('1000'))] as never,
    })
    const contracts = await deployContracts({
      walletClient: clients.walletClient,
      publicClient: clients.publicClient,
      nftBaseUri: 'http://localhost/v0/nft/',
    })
    fixture.chain = {
      ...clients,
      chainId: 31337,
      rpcUrl: fixture.node.rpcUrl,
      contracts,
      isDevnet: true,
    }
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    const { db } = openDatabase({ databaseUrl: database.databaseUrl, dataDir })
    cleanups.push(() => db.destroy())
    await migrateToLatest(db)
    fixture.db = db
    fixture.queue = loadConfig({ DATA_DIR: dataDir }).chainQueue
    fixture.signals = new SignedJobs()
  })

  // A test's workers stop with it, failed or not: one left running holds the chain-sender
  // lease, and every later test's worker waits for it.
  afterEach(async () => {
    for (let worker = workers.pop(); worker; worker = workers.pop()) await worker.stop()
  })

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  fixture.handlers = () => chainJobHandlers(fixture)
  fixture.worker = (options = {}) => {
    const worker = startTxWorker({
      db: fixture.db,
      chain: options.chain ?? fixture.chain,
      handlers: { ...fixture.handlers(), ...options.handlers },
      queue: { ...fixture.queue, ...options.queue },
      signals: fixture.signals,
      log: silent,
      pollMs: 60_000,
    })
    workers.push(worker)
    return worker
  }
  fixture.enqueue = async (kind, count) => {
    const wallets = Array.from(
      { length: count },
      () => privateKeyToAccount(generatePrivateKey()).address,
    )
    await fixture.db.transaction().execute(async (trx) => {
      for (const wallet of wallets) {
        await enqueueChainJob(
          trx,
          {
            kind,
            walletAddr: wallet,
            amount: kind === 'mint_whoom' ? parseEther('29') : undefined,
            idempotencyKey: `${kind}:${wallet}`,
          },
          new Date(),
        )
      }
    })
    return wallets
  }
  fixture.rpc = (method, params = []) =>
    fixture.chain.publicClient.request({ method: method as never, params: params as never })
  fixture.stopNode = () => fixture.node.stop()
  fixture.startNode = async () => {
    fixture.node = await startAnvil({ statePath, port })
  }
  return fixture
}
