import { nameKey } from '@memap/shared/rules'
import { type Expression, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { UserTable } from '../../db/schema.ts'

export type UserRow = UserTable

/** The profiles module's tables: users and profile visits. */
export function profilesRepo(db: Db) {
  return {
    /** The member at `walletAddr`; a suspended member is nobody to the app. */
    findByWallet: (walletAddr: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is', null)
        .executeTakeFirst(),

    /**
     * What a list of members shows of each, as a query another can join on `wallet_addr`;
     * suspended members are left out of every list.
     */
    cards: () =>
      db
        .selectFrom('users')
        .select(['wallet_addr', 'name', 'profile_image', 'svn', 'updated_at'])
        .where('suspended_at', 'is', null),

    /** Suspends the member (a moderator's decision); true when they were not suspended. */
    async suspend(walletAddr: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ suspended_at: now.toISOString() })
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    isSuspended: async (walletAddr: string) =>
      (await db
        .selectFrom('users')
        .select('wallet_addr')
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is not', null)
        .executeTakeFirst()) !== undefined,

    /** Whether any profile shows the image stored under `key`. */
    showsImage: async (key: string) =>
      (await db
        .selectFrom('users')
        .select('wallet_addr')
        .where('profile_image', '=', key)
        .executeTakeFirst()) !== undefined,

    /**
     * The member at `walletAddr` if they show emotion details to others (OpenProfile on), as a
     * query another module can test with `exists` for each of its rows.
     */
    showingEmotions: (walletAddr: Expression<string>) =>
      db
        .selectFrom('users')
        .select('users.wallet_addr')
        .where('users.wallet_addr', '=', walletAddr)
        .where('users.open_profile', '=', sql.lit(1)),

    findByTokenId: (tokenId: string) =>
      db.selectFrom('users').selectAll().where('token_id', '=', tokenId).executeTakeFirst(),

    nameTaken: async (name: string, exceptWallet?: string) => {
      let query = db.selectFrom('users').select('wallet_addr').where('name_key', '=', nameKey(name))
      if (exceptWallet) query = query.where('wallet_addr', '!=', exceptWallet)
      return (await query.executeTakeFirst()) !== undefined
    },

    insert: (user: UserRow) => db.insertInto('users').values(user).execute(),

    update: (walletAddr: string, changes: Partial<UserRow>) =>
      db.updateTable('users').set(changes).where('wallet_addr', '=', walletAddr).execute(),

    /** True when this is the visitor's first visit of the day. */
    recordVisit: async (profileAddr: string, day: string, visitorAddr: string) => {
      const [result] = await db
        .insertInto('profile_visits')
        .values({ profile_addr: profileAddr, day, visitor_addr: visitorAddr })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0
    },
  }
}
