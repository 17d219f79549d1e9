import type { Address } from '@memap/shared/address'
import { type SqlBool, sql } from 'kysely'
import { recordChange } from '../../db/changes.ts'
import type { Db, SqlValue } from '../../db/database.ts'

/** The blocks module's one table. A write records a change of both wallets (their profiles). */
export function blocksRepo(db: Db) {
  const changed = (...wallets: Address[]) => {
    for (const walletAddr of wallets) recordChange(db, { walletAddr })
  }
  const blockOf = (blocker: SqlValue<Address>, blocked: SqlValue<Address>) =>
    db
      .selectFrom('blocks')
      .select('created_at')
      .where('blocker_addr', '=', blocker)
      .where('blocked_addr', '=', blocked)

  return {
    /** True when this call wrote the block (false: it was there). */
    async insert(blocker: Address, blocked: Address, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('blocks')
        .values({ blocker_addr: blocker, blocked_addr: blocked, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['blocker_addr', 'blocked_addr']).doNothing())
        .executeTakeFirst()
      changed(blocker, blocked)
      return result.numInsertedOrUpdatedRows === 1n
    },

    /** True when there was a block to lift. */
    async remove(blocker: Address, blocked: Address): Promise<boolean> {
      const result = await db
        .deleteFrom('blocks')
        .where('blocker_addr', '=', blocker)
        .where('blocked_addr', '=', blocked)
        .executeTakeFirst()
      changed(blocker, blocked)
      return result.numDeletedRows === 1n
    },

    /** Who `blocker` blocks, the latest first. */
    blockedBy: (blocker: Address) =>
      db
        .selectFrom('blocks')
        .select(['blocked_addr', 'created_at'])
        .where('blocker_addr', '=', blocker)
        .orderBy('created_at', 'desc')
        .execute(),

    /** The member's own blocks go when they leave (blocks placed on them stay: they are others'). */
    removeBlocksBy: async (blockerAddr: Address) => {
      await db.deleteFrom('blocks').where('blocker_addr', '=', blockerAddr).execute()
      changed(blockerAddr)
    },

    /** Whether either of the two blocks the other, read now. */
    blockedEitherWay: async (a: Address, b: Address) => {
      const [row] = await db
        .selectNoFrom(
          sql<SqlBool>`exists ${blockOf(a, b)} or exists ${blockOf(b, a)}`.as('blocked'),
        )
        .execute()
      // A boolean on PostgreSQL, 1 or 0 on SQLite.
      return Boolean(row?.blocked)
    },
  }
}
