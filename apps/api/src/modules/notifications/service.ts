import { sql } from 'kysely'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'

export interface NotificationInput {
  /** Who reads it. */
  walletAddr: string
  type: string
  value: number
  info?: string | null
  /** The wallet that acted, and the one it acted on (WalletAddr, TargetWalletAddr). */
  actorAddr?: string | null
  targetAddr?: string | null
  /** True while the reader still has to answer it (a pending friend request). */
  awaitingAnswer?: boolean
}

/** Writes a notification in the caller's transaction; its reader's live streams hear of it. */
export async function notify(trx: Db, input: NotificationInput, now: Date): Promise<void> {
  // The live stream resumes after the last id a reader saw, so a reader's notifications must
  // become visible in id order. On PostgreSQL two transactions may take ids in one order and
  // commit in the other; a lock per reader until commit keeps them in order. (SQLite has one
  // writer at a time.)
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`notifications:${input.walletAddr}`}))`.execute(
      trx,
    )
  }
  await trx
    .insertInto('notifications')
    .values({
      wallet_addr: input.walletAddr,
      type: input.type,
      value: input.value,
      info: input.info ?? null,
      actor_addr: input.actorAddr ?? null,
      target_addr: input.targetAddr ?? null,
      select_status: input.awaitingAnswer ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute()
  recordChange(trx, { walletAddr: input.walletAddr })
}

/**
 * `select_status`: 1 while the reader has to answer (a pending friend request), then the answer
 * given; 0 for a notification that asks nothing (or was answered before answers were kept).
 */
export const ANSWER_STATUS = { accepted: 2, declined: 3 } as const
export type Answer = keyof typeof ANSWER_STATUS

/** Marks the reader's notifications of `type` from `actorAddr` as answered, with the answer. */
export async function settleNotifications(
  trx: Db,
  walletAddr: string,
  type: string,
  actorAddr: string,
  answer: Answer,
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ select_status: ANSWER_STATUS[answer] })
    .where('wallet_addr', '=', walletAddr)
    .where('type', '=', type)
    .where('actor_addr', '=', actorAddr)
    // Written into the SQL: a bound 1 would have SQLite compile the statement at every run to
    // decide whether the partial index notifications_awaiting_answer applies.
    .where('select_status', '=', sql.lit(1))
    .execute()
}
