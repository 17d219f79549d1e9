import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { isPostgres } from './dialect.ts'
import * as auth from './migrations/2026-11-22T0000-auth.ts'
import * as profilesPointsChain from './migrations/2026-11-22T0100-profiles-points-chain.ts'
import * as social from './migrations/2026-11-22T0200-social.ts'
import * as albumsBadges from './migrations/2026-11-22T0300-albums-badges.ts'
import * as socialLinks from './migrations/2026-11-22T0400-social-links.ts'
import * as workerLeases from './migrations/2026-11-22T0500-worker-leases.ts'
import * as rateLimits from './migrations/2026-11-22T0600-rate-limits.ts'
import * as dailyUploads from './migrations/2026-11-22T0700-daily-uploads.ts'
import * as networkOrder from './migrations/2026-11-22T0800-network-order.ts'
import * as awaitingAnswers from './migrations/2026-11-22T0900-awaiting-answers.ts'
import * as unloggedRateLimits from './migrations/2026-11-24T1000-unlogged-rate-limits.ts'
import * as canonicalNames from './migrations/2026-11-25T0100-canonical-names.ts'
import * as notificationReads from './migrations/2026-11-25T0200-notification-reads.ts'
import * as sessionDevices from './migrations/2026-11-25T0300-session-devices.ts'
import * as blocks from './migrations/2026-11-25T0400-blocks.ts'
import * as moderation from './migrations/2026-11-25T0500-moderation.ts'
import * as lookAlikeNames from './migrations/2026-11-27T0100-look-alike-names.ts'
import * as albumSlotRewards from './migrations/2026-11-27T0200-album-slot-rewards.ts'
import * as signedBadgePurchases from './migrations/2026-11-27T0300-signed-badge-purchases.ts'
import * as memberSearch from './migrations/2026-11-27T0400-member-search.ts'
import * as publicReadIndexes from './migrations/2026-11-28T0100-public-read-indexes.ts'
import * as badgeRefunds from './migrations/2026-11-28T0110-badge-refunds.ts'
import * as chainTransactions from './migrations/2026-11-28T0200-chain-transactions.ts'
import * as withdrawals from './migrations/2026-11-28T0300-withdrawals.ts'
import * as push from './migrations/2026-11-29T0100-push.ts'

/** Every migration, in order; listed here so that they ship inside the app, whatever runs it. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0000-auth': auth,
  '2026-11-22T0100-profiles-points-chain': profilesPointsChain,
  '2026-11-22T0200-social': social,
  '2026-11-22T0300-albums-badges': albumsBadges,
  '2026-11-22T0400-social-links': socialLinks,
  '2026-11-22T0500-worker-leases': workerLeases,
  '2026-11-22T0600-rate-limits': rateLimits,
  '2026-11-22T0700-daily-uploads': dailyUploads,
  '2026-11-22T0800-network-order': networkOrder,
  '2026-11-22T0900-awaiting-answers': awaitingAnswers,
  '2026-11-24T1000-unlogged-rate-limits': unloggedRateLimits,
  '2026-11-25T0100-canonical-names': canonicalNames,
  '2026-11-25T0200-notification-reads': notificationReads,
  '2026-11-25T0300-session-devices': sessionDevices,
  '2026-11-25T0400-blocks': blocks,
  '2026-11-25T0500-moderation': moderation,
  '2026-11-27T0100-look-alike-names': lookAlikeNames,
  '2026-11-27T0200-album-slot-rewards': albumSlotRewards,
  '2026-11-27T0300-signed-badge-purchases': signedBadgePurchases,
  '2026-11-27T0400-member-search': memberSearch,
  '2026-11-28T0100-public-read-indexes': publicReadIndexes,
  '2026-11-28T0110-badge-refunds': badgeRefunds,
  '2026-11-28T0200-chain-transactions': chainTransactions,
  '2026-11-28T0300-withdrawals': withdrawals,
  '2026-11-29T0100-push': push,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Brings the schema up to date, or up to the migration `upTo` names (to test a migration on
 * rows written before it); the same migrations run on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function migrateToLatest(db: Kysely<any>, upTo?: string): Promise<void> {
  // Kysely looks for its own tables in every schema; name ours, so that a database shared by
  // several schemas (one per test run, say) never mistakes another schema's tables for ours.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema })
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest())
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
