import type { ChainContext } from './chain/context.ts'
import type { SignedJobs } from './chain/signed-jobs.ts'
import type { ChainStatus } from './chain/tx-worker.ts'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { Metrics } from './metrics/metrics.ts'
import type { BlobStore } from './storage/blob-store.ts'

/**
 * What the app is built from, made once at start (`server.ts`) or by the tests. Its own file,
 * below `app.ts`, so that modules can name it without importing the app that registers them.
 */
export interface AppDeps {
  config: Config
  db: Db
  /**
   * The push sender's database: on PostgreSQL a pool of its own, so that a burst of requests
   * (the retries after a restart) does not queue its pushes behind them; `db` when not given.
   */
  pushDb?: Db
  chain: ChainContext
  blobs: BlobStore
  /** Tells the chain worker that a job was queued. */
  onChainJobQueued: () => void
  /** Told by the chain worker of every job it signs (a withdrawal waits for its hash). */
  signedJobs: SignedJobs
  /** What the chain worker last saw of the chain: the health check and the metrics. */
  chainStatus: () => ChainStatus
  /**
   * The figures `GET /metrics` serves, made before the database so that it times every query
   * (`openDatabase`'s `onQueryTime`); given when METRICS_TOKEN is set.
   */
  metrics?: Metrics
}
