import { startAnvil } from '@memap/contracts/anvil'
import { deployContracts } from '@memap/contracts/deploy'
import type { FastifyInstance } from 'fastify'
import type { CompiledQuery } from 'kysely'
import { generatePrivateKey } from 'viem/accounts'
import { buildApp } from '../../apps/api/src/app.ts'
import { createChainClients } from '../../apps/api/src/chain/clients.ts'
import type { ChainContext } from '../../apps/api/src/chain/context.ts'
import { fundOnDevnet } from '../../apps/api/src/chain/devnet-signer.ts'
import { SignedJobs } from '../../apps/api/src/chain/signed-jobs.ts'
import { loadConfig } from '../../apps/api/src/config.ts'
import { type Db, type DbDialect, openDatabase } from '../../apps/api/src/db/database.ts'
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts'
import { metricsFor } from '../../apps/api/src/metrics/metrics.ts'
import { openBlobStore } from '../../apps/api/src/storage/open-blob-store.ts'

export interface Memap {
  app: FastifyInstance
  db: Db
  dialect: DbDialect
  close(): Promise<void>
}

// Never reached: an app that signs nobody in needs a chain context but never calls it.
const OFFLINE_RPC = 'http://127.0.0.1:9'
const NO_CONTRACT = '0x0000000000000000000000000000000000000001'

/**
 * The real app on a database of the caller's: configured like the test app (no API key, rate
 * and stream limits out of the way, no logger), migrated, and on a chain that is either a fresh
 * anvil (sign-in verifies signatures through it) or none at all. The chain worker is not started:
 * queued mints stay queued, so the chain does no work during a measurement.
 */
export async function startMemap(options: {
  dataDir: string
  databaseUrl: string | undefined
  chain: 'devnet' | 'offline'
  /** Sees every query the app runs (to trace them, say). */
  onQuery?: (query: CompiledQuery) => void
  /** Serves /metrics with this token, timing every request and query, as production would. */
  metricsToken?: string
}): Promise<Memap> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    API_KEYS: '',
    RATE_LIMIT_SIGN_IN: '100000000',
    RATE_LIMIT_WRITES: '100000000',
    RATE_LIMIT_UPLOADS: '100000000',
    RATE_LIMIT_READS: '100000000',
    // The events benchmark holds 10,000 streams from one address.
    EVENTS_STREAMS_PER_IP: '100000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.metricsToken ? { METRICS_TOKEN: options.metricsToken } : {}),
  })
  const closers: Array<() => Promise<unknown>> = []
  const close = async () => {
    for (const closer of closers.reverse()) await closer()
  }
  try {
    const chain = options.chain === 'devnet' ? await devnetChain(closers) : offlineChain()
    const metrics = metricsFor(config)
    const { db, dialect } = openDatabase({
      ...config,
      onQuery: options.onQuery,
      onQueryTime: metrics?.observeQuery,
    })
    closers.push(() => db.destroy())
    await migrateToLatest(db)
    const app = await buildApp({
      config,
      db,
      chain,
      blobs: openBlobStore(config.blobStore),
      onChainJobQueued: () => {},
      // No worker: nothing is signed, and the chain counts as up.
      signedJobs: new SignedJobs(),
      chainStatus: () => ({ up: true }),
      metrics,
    })
    closers.push(() => app.close())
    return { app, db, dialect, close }
  } catch (error) {
    await close()
    throw error
  }
}

async function devnetChain(closers: Array<() => Promise<unknown>>): Promise<ChainContext> {
  // No state file: anvil would otherwise dump its state to disk every second of the run.
  const devnet = await startAnvil()
  closers.push(() => devnet.stop())
  // A signer of the run's own, as the devnet has one of its data folder's.
  const clients = createChainClients({
    chainId: 31337,
    rpcUrl: devnet.rpcUrl,
    privateKey: generatePrivateKey(),
  })
  await fundOnDevnet(devnet.rpcUrl, clients.account.address)
  const contracts = await deployContracts({
    walletClient: clients.walletClient,
    publicClient: clients.publicClient,
    nftBaseUri: 'http://localhost/v0/nft/',
  })
  return { ...clients, chainId: 31337, rpcUrl: devnet.rpcUrl, contracts, isDevnet: true }
}

function offlineChain(): ChainContext {
  const clients = createChainClients({
    chainId: 31337,
    rpcUrl: OFFLINE_RPC,
    privateKey: generatePrivateKey(),
  })
  return {
    ...clients,
    chainId: 31337,
    rpcUrl: OFFLINE_RPC,
    contracts: { nft: NO_CONTRACT, main: NO_CONTRACT, badge: NO_CONTRACT },
    isDevnet: true,
  }
}
