import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'

/** The daily counters a module may take one of: interactions, and image uploads. */
type Counter = 'daily_interactions' | 'daily_uploads'

/** The daily module's tables: how much of each limit a wallet has used a Seoul day. */
export function dailyRepo(db: Db) {
  return {
    /**
     * Counts one more use of the day if fewer than `limit` were used; answers whether it did. The
     * count is a conditional update, so concurrent requests cannot pass the limit.
     */
    take: async (counter: Counter, walletAddr: Address, day: string, limit: number) => {
      await db
        .insertInto(counter)
        .values({ wallet_addr: walletAddr, day, used: 0 })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      const taken = await db
        .updateTable(counter)
        .set((eb) => ({ used: eb('used', '+', 1) }))
        .where('wallet_addr', '=', walletAddr)
        .where('day', '=', day)
        .where('used', '<', limit)
        .executeTakeFirst()
      return taken.numUpdatedRows === 1n
    },
  }
}
