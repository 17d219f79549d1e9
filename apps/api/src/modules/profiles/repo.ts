import type { Address } from '@memap/shared/address'
import { nameKey } from '@memap/shared/name-key'
import { canonicalName } from '@memap/shared/rules'
import { searchTerms } from '@memap/shared/search-terms'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import type { UserTable } from '../../db/schema.ts'

/** How a name clashes with another member's. */
export type NameClash = 'taken' | 'look-alike'

export type UserRow = UserTable

/** The profiles module's tables: users, profile visits and the search terms of names. */
export function profilesRepo(db: Db) {
  /** The member's search terms, written anew from their name (in the caller's transaction). */
  const writeSearchTerms = async (walletAddr: Address, name: string) => {
    await db.deleteFrom('member_search_terms').where('wallet_addr', '=', walletAddr).execute()
    const rows = searchTerms(name).map((row) => ({ wallet_addr: walletAddr, ...row }))
    if (rows.length > 0) await db.insertInto('member_search_terms').values(rows).execute()
  }

  return {
    /** The member at `walletAddr`; a suspended member is nobody to the app. */
    findByWallet: (walletAddr: Address) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is', null)
        .executeTakeFirst(),

    /** Suspends the member (a moderator's decision); true when they were not suspended. */
    async suspend(walletAddr: Address, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ suspended_at: now.toISOString() })
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is', null)
        .executeTakeFirst()
      recordChange(db, { walletAddr })
      return result.numUpdatedRows === 1n
    },

    isSuspended: async (walletAddr: Address) =>
      (await db
        .selectFrom('users')
        .select('wallet_addr')
        .where('wallet_addr', '=', walletAddr)
        .where('suspended_at', 'is not', null)
        .executeTakeFirst()) !== undefined,

    /** Whether any profile shows the image stored under `key`, a suspended member's too. */
    showsImage: async (key: string) =>
      (await db
        .selectFrom('users')
        .select('wallet_addr')
        .where('profile_image', '=', key)
        .executeTakeFirst()) !== undefined,

    /** Whether the profile of a member present to others shows the image under `key`. */
    showsImageToOthers: async (key: string) =>
      (await db
        .selectFrom('users')
        .select('wallet_addr')
        .where('profile_image', '=', key)
        .where('suspended_at', 'is', null)
        .executeTakeFirst()) !== undefined,

    /** The member whose MeMap NFT is `tokenId`, unless suspended. */
    findByTokenId: (tokenId: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('token_id', '=', tokenId)
        .where('suspended_at', 'is', null)
        .executeTakeFirst(),

    /**
     * How `name` clashes with another member's: 'taken' when it is theirs but for letter case,
     * 'look-alike' when it reads as theirs (PRODUCT.md §14), else undefined.
     */
    nameClash: async (name: string, exceptWallet?: Address): Promise<NameClash | undefined> => {
      // No stored name holds NUL, which PostgreSQL's text cannot even be compared with.
      if (name.includes('\u0000')) return undefined
      let query = db.selectFrom('users').select('name').where('name_key', '=', nameKey(name))
      if (exceptWallet) query = query.where('wallet_addr', '!=', exceptWallet)
      const holder = await query.executeTakeFirst()
      if (!holder) return undefined
      const written = (text: string) => canonicalName(text).toLowerCase()
      return written(holder.name) === written(name) ? 'taken' : 'look-alike'
    },

    /** A new member, and what they can be found by. */
    insert: async (user: UserRow) => {
      await db.insertInto('users').values(user).execute()
      await writeSearchTerms(user.wallet_addr, user.name)
      recordChange(db, { walletAddr: user.wallet_addr })
    },

    /** Changes the member's profile; a name given is also what they can be found by. */
    update: async (walletAddr: Address, changes: Partial<UserRow>) => {
      await db.updateTable('users').set(changes).where('wallet_addr', '=', walletAddr).execute()
      if (changes.name !== undefined) await writeSearchTerms(walletAddr, changes.name)
      recordChange(db, { walletAddr })
    },

    /** True when this is the visitor's first visit of the day. */
    recordVisit: async (profileAddr: Address, day: string, visitorAddr: Address) => {
      const [result] = await db
        .insertInto('profile_visits')
        .values({ profile_addr: profileAddr, day, visitor_addr: visitorAddr })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      const added = Number(result?.numInsertedOrUpdatedRows ?? 0) > 0
      // The profile's Today count changed for everyone else.
      if (added) recordChange(db, { walletAddr: profileAddr })
      return added
    },

    /** The member's row, suspended or not: what the export shows and leaving removes. */
    rowOf: (walletAddr: Address) =>
      db.selectFrom('users').selectAll().where('wallet_addr', '=', walletAddr).executeTakeFirst(),

    /** The profile goes with its visits and search terms; the name is free again. */
    remove: async (walletAddr: Address) => {
      await db.deleteFrom('profile_visits').where('profile_addr', '=', walletAddr).execute()
      await db.deleteFrom('member_search_terms').where('wallet_addr', '=', walletAddr).execute()
      await db.deleteFrom('users').where('wallet_addr', '=', walletAddr).execute()
      recordChange(db, { walletAddr })
    },
  }
}
