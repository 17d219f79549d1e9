import type { Db, SqlValue } from '../../db/database.ts'
import type { NetworkSlice } from '../friends/network.ts'

/** The badges module's tables: the catalogue, owned badges, and the payments used. */
export function badgesRepo(db: Db) {
  return {
    catalogue: () => db.selectFrom('badges').selectAll().orderBy('id').execute(),

    find: (id: number) =>
      db.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The badges the wallet shows, as a query another can nest. */
    activeQuery: (walletAddr: SqlValue<string>) =>
      db
        .selectFrom('user_badges')
        .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
        .select(['badges.id', 'badges.name'])
        .where('user_badges.wallet_addr', '=', walletAddr)
        .where('user_badges.active', '=', 1),

    owned: (walletAddr: string) =>
      db
        .selectFrom('user_badges')
        .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
        .select(['badges.id', 'badges.name', 'user_badges.active'])
        .where('user_badges.wallet_addr', '=', walletAddr)
        .orderBy('badges.id')
        .execute(),

    owns: async (walletAddr: string, badgeId: number) =>
      (await db
        .selectFrom('user_badges')
        .select('badge_id')
        .where('wallet_addr', '=', walletAddr)
        .where('badge_id', '=', badgeId)
        .executeTakeFirst()) !== undefined,

    transactionUsed: async (txHash: string) =>
      (await db
        .selectFrom('badge_purchases')
        .select('tx_hash')
        .where('tx_hash', '=', txHash)
        .executeTakeFirst()) !== undefined,

    insertPurchase: (row: {
      tx_hash: string
      wallet_addr: string
      badge_id: number
      price: number
      created_at: string
    }) => db.insertInto('badge_purchases').values(row).execute(),

    grant: (walletAddr: string, badgeId: number, now: string) =>
      db
        .insertInto('user_badges')
        .values({ wallet_addr: walletAddr, badge_id: badgeId, active: 0, acquired_at: now })
        .execute(),

    setActive: async (walletAddr: string, activeIds: number[]) => {
      await db
        .updateTable('user_badges')
        .set({ active: 0 })
        .where('wallet_addr', '=', walletAddr)
        .execute()
      if (activeIds.length === 0) return
      await db
        .updateTable('user_badges')
        .set({ active: 1 })
        .where('wallet_addr', '=', walletAddr)
        .where('badge_id', 'in', activeIds)
        .execute()
    },

    /** A slice of the wallets showing `badgeId` in their identity graph, in address order. */
    walletsShowing: (badgeId: number, slice: NetworkSlice) => {
      let query = db
        .selectFrom('user_badges')
        .select('wallet_addr')
        .where('badge_id', '=', badgeId)
        .where('active', '=', 1)
        .where('wallet_addr', slice.side === 'from' ? '>=' : '<', slice.pivot)
      if (slice.except) query = query.where('wallet_addr', '!=', slice.except)
      return query.orderBy('wallet_addr').limit(slice.limit)
    },
  }
}
