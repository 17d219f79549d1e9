import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/** How many of the wallet's notifications came after the last time it read them. */
export async function unreadCount(db: Db, walletAddr: string): Promise<number> {
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
}

/** Marks every notification the wallet has now as read; its other open screens hear of it. */
export async function markAllRead(db: Db, walletAddr: string, now: Date): Promise<void> {
  const latest = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('latest'))
    .where('wallet_addr', '=', walletAddr)
  await db
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
  recordChange(db, { walletAddr })
}
