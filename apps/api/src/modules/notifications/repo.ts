import type { Address } from '@memap/shared/address'
import { NOTIFICATION_PAGE_SIZE, type NotificationType } from '@memap/shared/notifications'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'
import type { NotificationTable } from '../../db/schema.ts'

/** The notifications module's tables: each reader's notifications and how far they have read. */
export function notificationsRepo(db: Db) {
  const ofWallet = (walletAddr: Address) =>
    db.selectFrom('notifications').selectAll().where('wallet_addr', '=', walletAddr)

  return {
    /**
     * Writes a notification. The live stream resumes after the last id a reader saw, so a
     * reader's notifications must become visible in id order. On PostgreSQL two transactions may
     * take ids in one order and commit in the other; a lock per reader until commit keeps them in
     * order. (SQLite has one writer at a time.)
     */
    insert: async (row: Insertable<NotificationTable> & { wallet_addr: Address }) => {
      if (isPostgres(db)) {
        await sql`select pg_advisory_xact_lock(hashtext(${`notifications:${row.wallet_addr}`}))`.execute(
          db,
        )
      }
      await db.insertInto('notifications').values(row).execute()
    },

    /** Gives the reader's notifications of `type` from `actorAddr` still awaiting one an answer. */
    settle: (walletAddr: Address, type: NotificationType, actorAddr: Address, status: number) =>
      db
        .updateTable('notifications')
        .set({ select_status: status })
        .where('wallet_addr', '=', walletAddr)
        .where('type', '=', type)
        .where('actor_addr', '=', actorAddr)
        // Written into the SQL: a bound 1 would have SQLite compile the statement at every run to
        // decide whether the partial index notifications_awaiting_answer applies.
        .where('select_status', '=', sql.lit(1))
        .execute(),

    /** Removes the reader's notifications of `type` whose information is `info`. */
    retract: (walletAddr: Address, type: NotificationType, info: string) =>
      db
        .deleteFrom('notifications')
        .where('wallet_addr', '=', walletAddr)
        .where('type', '=', type)
        .where('info', '=', info)
        .execute(),

    /** A page, newest first, before the notification `beforeId` (0: from the newest). */
    page: (walletAddr: Address, beforeId: number) => {
      let query = ofWallet(walletAddr).orderBy('id', 'desc').limit(NOTIFICATION_PAGE_SIZE)
      if (beforeId > 0) query = query.where('id', '<', beforeId)
      return query.execute()
    },

    /** Up to `limit` notifications after the one with id `afterId`, oldest first. */
    after: (walletAddr: Address, afterId: number, limit: number) =>
      ofWallet(walletAddr).where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute(),

    /** The id of the wallet's newest notification (0 for none). */
    latestId: async (walletAddr: Address) =>
      (
        await db
          .selectFrom('notifications')
          .select('id')
          .where('wallet_addr', '=', walletAddr)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.id ?? 0,

    /** Every notification of the wallet, oldest first. */
    all: (walletAddr: Address) => ofWallet(walletAddr).orderBy('id').execute(),

    /** How many of the wallet's notifications came after the last time it read them. */
    unreadCount: async (walletAddr: Address) => {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('wallet_addr', '=', walletAddr)
        .where(
          'id',
          '>',
          db
            .selectFrom('notification_reads')
            .select((eb) => eb.fn.coalesce(eb.fn.max('read_up_to'), eb.lit(0)).as('read_up_to'))
            .where('wallet_addr', '=', walletAddr),
        )
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** Marks every notification the wallet has now as read. */
    markAllRead: (walletAddr: Address, now: Date) => {
      const latest = db
        .selectFrom('notifications')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('latest'))
        .where('wallet_addr', '=', walletAddr)
      return db
        .insertInto('notification_reads')
        .columns(['wallet_addr', 'read_up_to', 'updated_at'])
        .expression(
          db.selectNoFrom((eb) => [
            eb.val(walletAddr).as('wallet_addr'),
            latest.as('read_up_to'),
            eb.val(now.toISOString()).as('updated_at'),
          ]),
        )
        .onConflict((conflict) =>
          conflict.column('wallet_addr').doUpdateSet((eb) => ({
            read_up_to: eb.ref('excluded.read_up_to'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute()
    },

    /** The member's news goes, with how far they had read it. */
    removeOf: async (walletAddr: Address) => {
      await db.deleteFrom('notifications').where('wallet_addr', '=', walletAddr).execute()
      await db.deleteFrom('notification_reads').where('wallet_addr', '=', walletAddr).execute()
    },
  }
}
