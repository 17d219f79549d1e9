import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app.ts'
import { type LocalChain, startLocalChain } from '../chain/devnet.ts'
import { SignedJobs } from '../chain/signed-jobs.ts'
import type { TxWorker } from '../chain/tx-worker.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { metricsFor } from '../metrics/metrics.ts'
import { pushSenderDatabase } from '../modules/push/sender-database.ts'
import { openBlobStore } from '../storage/open-blob-store.ts'
import { startChainWorker } from '../workers.ts'
import { testDatabaseUrl } from './database.ts'

export interface TestContext {
  app: FastifyInstance
  /** The chain worker: `drain()` waits until every queued job is confirmed. */
  worker: TxWorker
  /** What the worker tells of the jobs it signs. */
  signedJobs: SignedJobs
  db: Db
  config: Config
  chain: LocalChain['context']
}

/**
 * Builds the real app for one test file: a fresh data directory, a fresh database (SQLite, or a
 * PostgreSQL database of its own), and a devnet of its own with the contracts deployed. Closed
 * after the file's tests. Call at the top of a `describe` or a file.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext
  const cleanups: Array<() => Promise<unknown>> = []

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-test-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      API_KEYS: '',
      CHECK_ANSWERS: '1',
      // Tests sign in many members from one address; the rate-limit test sets its own.
      RATE_LIMIT_SIGN_IN: '100000',
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_UPLOADS: '100000',
      RATE_LIMIT_READS: '100000',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    })
    const silent = pino({ level: 'silent' })
    const local = await startLocalChain({
      dataDir,
      nftBaseUri: 'http://localhost/v0/nft/',
      log: silent,
    })
    cleanups.push(local.stop)
    // As server.ts does: with METRICS_TOKEN, every query is timed.
    const metrics = metricsFor(config)
    const { db } = openDatabase({ ...config, onQueryTime: metrics?.observeQuery })
    cleanups.push(() => db.destroy())
    await migrateToLatest(db)
    const pushDb = pushSenderDatabase(config, metrics)
    if (pushDb) cleanups.push(() => pushDb.destroy())
    const signedJobs = new SignedJobs()
    const worker = startChainWorker({
      db,
      chain: local.context,
      queue: config.chainQueue,
      signals: signedJobs,
      log: silent,
      pushes: config.push.vapid !== undefined,
    })
    cleanups.push(() => worker.stop())
    const blobs = openBlobStore(config.blobStore)
    const app = await buildApp({
      config,
      db,
      pushDb,
      chain: local.context,
      blobs,
      onChainJobQueued: worker.wake,
      signedJobs,
      chainStatus: worker.chainStatus,
      metrics,
    })
    cleanups.push(() => app.close())
    Object.assign(context, { app, db, config, chain: local.context, worker, signedJobs })
  })

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  return context
}

/** Another instance of the app on `t`'s database, with its own connections and caches. */
async function buildInstance(
  t: TestContext,
  closers: Array<() => Promise<unknown>>,
  changes: Partial<Config> = {},
) {
  const config = { ...t.config, ...changes }
  const metrics = metricsFor(config)
  const { db } = openDatabase({ ...config, onQueryTime: metrics?.observeQuery })
  closers.push(() => db.destroy())
  const pushDb = pushSenderDatabase(config, metrics)
  if (pushDb) closers.push(() => pushDb.destroy())
  const app = await buildApp({
    config,
    db,
    pushDb,
    chain: t.chain,
    blobs: openBlobStore(config.blobStore),
    onChainJobQueued: t.worker.wake,
    signedJobs: t.signedJobs,
    chainStatus: t.worker.chainStatus,
    metrics,
  })
  closers.push(() => app.close())
  return app
}

/**
 * Another instance of the app on `t`'s database (its own connections), configured with
 * `changes`, called with `inject`: `app` is set before the tests run.
 */
export function useInstance(t: TestContext, changes: Partial<Config> = {}) {
  const instance = { app: undefined as unknown as FastifyInstance }
  const closers: Array<() => Promise<unknown>> = []
  beforeAll(async () => {
    instance.app = await buildInstance(t, closers, changes)
  })
  afterAll(async () => {
    for (const close of closers.reverse()) await close()
  })
  return instance
}

/**
 * A second instance of the app on the first one's database (its own connections), as a second
 * server behind a load balancer would be; both listen on free ports.
 */
export function useTwoInstances(t: TestContext) {
  const instances = { first: '', second: '', secondApp: undefined as FastifyInstance | undefined }
  const closers: Array<() => Promise<unknown>> = []
  beforeAll(async () => {
    const second = await buildInstance(t, closers)
    instances.first = await t.app.listen({ port: 0, host: '127.0.0.1' })
    instances.second = await second.listen({ port: 0, host: '127.0.0.1' })
    instances.secondApp = second
  })
  afterAll(async () => {
    for (const close of closers.reverse()) await close()
  })
  return instances
}
