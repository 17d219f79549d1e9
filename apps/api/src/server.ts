import { apiPathPrefix } from '@memap/shared/endpoint'
import { nftMetadata } from '@memap/shared/endpoints/profile'
import { pino } from 'pino'
import { buildApp } from './app.ts'
import type { ChainContext } from './chain/context.ts'
import { startLocalChain } from './chain/devnet.ts'
import { remoteChain } from './chain/remote.ts'
import { SignedJobs } from './chain/signed-jobs.ts'
import { type Config, ConfigError, devnetVapidSubject, loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { loggerOptions } from './logger.ts'
import { metricsFor } from './metrics/metrics.ts'
import { devnetVapidKeys } from './modules/push/devnet-keys.ts'
import { pushSenderDatabase } from './modules/push/sender-database.ts'
import { startSummary } from './start-summary.ts'
import { openBlobStore } from './storage/open-blob-store.ts'
import { startChainWorker } from './workers.ts'

/** Starts MeMap: the chain (the embedded devnet unless a remote one is configured), the
 * database with its migrations, and the HTTP server; stops all of them on SIGINT and SIGTERM. */
async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = pino(loggerOptions(config) as pino.LoggerOptions)
  const closers: Array<() => Promise<unknown>> = []
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch((error) => log.error(error))
  }

  try {
    let chain: ChainContext
    if (config.chain.kind === 'remote') {
      chain = remoteChain(config.chain)
    } else {
      const origin = config.publicUrl ?? `http://localhost:${config.port}`
      const local = await startLocalChain({
        dataDir: config.dataDir,
        nftBaseUri: `${origin}${apiPathPrefix(nftMetadata)}`,
        log,
      })
      closers.push(local.stop)
      chain = local.context
    }

    // The embedded devnet pushes with keys of its data folder's own, unless VAPID_* are set.
    if (config.chain.kind === 'devnet' && !config.push.vapid) {
      const keys = await devnetVapidKeys(config.dataDir)
      config = {
        ...config,
        push: { ...config.push, vapid: { ...keys, subject: devnetVapidSubject(config) } },
      }
    }

    const metrics = metricsFor(config)
    const { db } = openDatabase({ ...config, onQueryTime: metrics?.observeQuery })
    closers.push(() => db.destroy())
    await migrateToLatest(db)
    const pushDb = pushSenderDatabase(config, metrics)
    if (pushDb) closers.push(() => pushDb.destroy())

    const signedJobs = new SignedJobs()
    const worker = startChainWorker({
      db,
      chain,
      queue: config.chainQueue,
      signals: signedJobs,
      log,
      pushes: config.push.vapid !== undefined,
    })
    closers.push(() => worker.stop())
    const blobs = openBlobStore(config.blobStore)
    const app = await buildApp(
      {
        config,
        db,
        pushDb,
        chain,
        blobs,
        onChainJobQueued: worker.wake,
        signedJobs,
        chainStatus: worker.chainStatus,
        metrics,
      },
      { logger: loggerOptions(config) },
    )
    closers.push(() => app.close())
    await app.listen({ port: config.port, host: config.host })
    if (config.logLevel !== 'silent') console.log(startSummary(config, chain))
  } catch (error) {
    log.fatal(error, 'MeMap could not start')
    await close()
    process.exit(1)
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      log.info({ signal }, 'stopping')
      await close()
      process.exit(0)
    })
  }
}

await main()
