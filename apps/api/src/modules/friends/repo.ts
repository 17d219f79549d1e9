import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/**
 * 'pending' written into the SQL, not bound: the one-pending-request index is partial (where
 * status = 'pending'), and SQLite compiles a statement anew at every run when a bound value
 * decides whether a partial index applies.
 */
const PENDING = sql.lit('pending' as const)

/** The two wallets in a fixed order: the key of "a request between these two". */
export const pairKey = (a: Address, b: Address) => (a < b ? `${a}:${b}` : `${b}:${a}`)

/**
 * The friends module's tables: requests and friendships (one row each way). A write records a
 * change of both wallets: how each sees the other's profile changed.
 */
export function friendsRepo(db: Db) {
  const changed = (...wallets: Address[]) => {
    for (const walletAddr of wallets) recordChange(db, { walletAddr })
  }

  return {
    pendingBetween: (a: Address, b: Address) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where('pair_key', '=', pairKey(a, b))
        .where('status', '=', PENDING)
        .executeTakeFirst(),

    pendingFrom: (requester: Address, target: Address) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where('requester_addr', '=', requester)
        .where('target_addr', '=', target)
        .where('status', '=', PENDING)
        .executeTakeFirst(),

    insertRequest: async (row: {
      requester: Address
      target: Address
      amount: number
      now: string
    }) => {
      const inserted = await db
        .insertInto('friend_requests')
        .values({
          requester_addr: row.requester,
          target_addr: row.target,
          pair_key: pairKey(row.requester, row.target),
          amount: row.amount,
          status: 'pending',
          created_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      changed(row.requester, row.target)
      return inserted
    },

    /**
     * Answers a pending request (or cancels it, when a block comes between the two); true when
     * this call was the one that answered it.
     */
    async answer(
      id: number,
      status: 'accepted' | 'rejected' | 'cancelled',
      now: string,
    ): Promise<boolean> {
      const answered = await db
        .updateTable('friend_requests')
        .set({ status, answered_at: now })
        .where('id', '=', id)
        .where('status', '=', PENDING)
        .returning(['requester_addr', 'target_addr'])
        .executeTakeFirst()
      if (answered) changed(answered.requester_addr, answered.target_addr)
      return answered !== undefined
    },

    friendship: (wallet: Address, friend: Address) =>
      db
        .selectFrom('friendships')
        .select('since')
        .where('wallet_addr', '=', wallet)
        .where('friend_addr', '=', friend)
        .executeTakeFirst(),

    countFriends: async (wallet: Address) => {
      const row = await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll<string | number>().as('friends'))
        .where('wallet_addr', '=', wallet)
        .executeTakeFirstOrThrow()
      return Number(row.friends)
    },

    befriend: async (a: Address, b: Address, since: string) => {
      await db
        .insertInto('friendships')
        .values([
          { wallet_addr: a, friend_addr: b, since },
          { wallet_addr: b, friend_addr: a, since },
        ])
        .execute()
      changed(a, b)
    },

    /** Ends a friendship both ways; true when there was one. */
    async unfriend(a: Address, b: Address): Promise<boolean> {
      const result = await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('wallet_addr', '=', a), eb('friend_addr', '=', b)]),
            eb.and([eb('wallet_addr', '=', b), eb('friend_addr', '=', a)]),
          ]),
        )
        .executeTakeFirst()
      changed(a, b)
      return result.numDeletedRows === 2n
    },

    /** The member's friendships, oldest first (the member's export). */
    friendshipsOf: (walletAddr: Address) =>
      db
        .selectFrom('friendships')
        .select(['friend_addr', 'since'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('since')
        .execute(),

    /** Every friend request the member sent or received, oldest first. */
    requestsOf: (walletAddr: Address) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where((eb) =>
          eb.or([eb('requester_addr', '=', walletAddr), eb('target_addr', '=', walletAddr)]),
        )
        .orderBy('id')
        .execute(),

    /** The requests pending either way, which leaving cancels. */
    pendingRequestsOf: (walletAddr: Address) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where((eb) =>
          eb.or([eb('requester_addr', '=', walletAddr), eb('target_addr', '=', walletAddr)]),
        )
        .where('status', '=', PENDING)
        .execute(),

    /** Every friendship of the member ends, both rows of each. */
    removeFriendshipsOf: async (walletAddr: Address) => {
      await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([eb('wallet_addr', '=', walletAddr), eb('friend_addr', '=', walletAddr)]),
        )
        .execute()
      // The former friends' views of this profile go with it (they name this wallet).
      changed(walletAddr)
    },
  }
}
