import type { Config } from '../../config.ts'
import { type Db, openDatabase } from '../../db/database.ts'
import type { Metrics } from '../../metrics/metrics.ts'

/** PostgreSQL connections the push sender keeps for itself: its claims, reads and records. */
const SENDER_CONNECTIONS = 4

/**
 * On PostgreSQL the push sender has a pool of its own: in the shared one its queries waited
 * behind every request's, so the burst of retried cheers after a restart held all pushes back by
 * seconds (bench/RESULTS.md, "Web Push under a storm of cheers"). SQLite has one connection, in
 * process, and needs none; nor does a server that does not push.
 */
export function pushSenderDatabase(config: Config, metrics: Metrics | undefined): Db | undefined {
  if (!config.push.vapid || !config.databaseUrl) return undefined
  return openDatabase({
    ...config,
    poolSize: SENDER_CONNECTIONS,
    onQueryTime: metrics?.observeQuery,
  }).db
}
