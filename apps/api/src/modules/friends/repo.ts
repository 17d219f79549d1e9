import type { Address } from '@memap/shared/address'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { PresentMember } from '../../core/present-member.ts'
import { recordChange } from '../../db/changes.ts'
import type { Db, SqlValue } from '../../db/database.ts'
import type { ProfilesService } from '../profiles/service.ts'

/** Members' list cards, as the profiles module gives them. */
type MemberCards = ReturnType<ProfilesService['cards']>

/**
 * 'pending' written into the SQL, not bound: the one-pending-request index is partial (where
 * status = 'pending'), and SQLite compiles a statement anew at every run when a bound value
 * decides whether a partial index applies, which made the profile read three times slower.
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
  const friendship = (wallet: SqlValue<Address>, friend: SqlValue<Address>) =>
    db
      .selectFrom('friendships')
      .select('since')
      .where('wallet_addr', '=', wallet)
      .where('friend_addr', '=', friend)

  /**
   * The id of the pending request between two wallets given as SQL, as a query another can
   * nest: their pair key is one of the two orders (which one, SQL's collation may not say).
   */
  const pendingBetweenQuery = (a: Expression<Address>, b: Expression<Address>) =>
    db
      .selectFrom('friend_requests')
      .select('id')
      .where('pair_key', 'in', [sql<string>`${a} || ':' || ${b}`, sql<string>`${b} || ':' || ${a}`])
      .where('status', '=', PENDING)

  return {
    pendingBetween: (a: Address, b: Address) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where('pair_key', '=', pairKey(a, b))
        .where('status', '=', PENDING)
        .executeTakeFirst(),

    pendingBetweenQuery,

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

    friendship: (wallet: Address, friend: Address) => friendship(wallet, friend).executeTakeFirst(),

    /** Since when the two are friends, as a query another can nest. */
    friendshipQuery: friendship,

    /** The friends of `wallet`, as a query of `wallet_addr` another can nest. */
    friendsOf: (wallet: SqlValue<Address>) =>
      db
        .selectFrom('friendships')
        .select('friendships.friend_addr as wallet_addr')
        .where('friendships.wallet_addr', '=', wallet),

    /** Whether the two are friends, as SQL another query nests. */
    isFriend: (wallet: Expression<Address>, other: Expression<Address>) =>
      sql<SqlBool>`exists ${friendship(wallet, other)}`,

    countFriends: async (wallet: Address) => {
      const row = await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll<string | number>().as('friends'))
        .where('wallet_addr', '=', wallet)
        .executeTakeFirstOrThrow()
      return Number(row.friends)
    },

    /**
     * The friends of `wallet`, newest friendship first, each with the card that `cards` (the
     * profiles module's) gives, and with FriendType as `wallet` sees them: 2, as every row is a
     * friendship of theirs.
     */
    friendList: (wallet: SqlValue<Address>, cards: MemberCards, present: PresentMember) =>
      db
        .selectFrom('friendships')
        .innerJoin(cards.as('card'), 'card.wallet_addr', 'friendships.friend_addr')
        .select([
          'card.wallet_addr',
          'card.name',
          'card.profile_image',
          'card.svn',
          'friendships.since as update_at',
          sql.lit<2>(2).as('friend_type'),
        ])
        .where('friendships.wallet_addr', '=', wallet)
        // A member not present (suspended) has no friends to show, as one who left has none.
        .where((eb) => eb.exists(present(eb.ref('friendships.wallet_addr'))))
        .orderBy('friendships.since', 'desc'),

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

    /**
     * FriendType of the wallet `other` as `viewer` sees it, as SQL another query nests: 2 when
     * friends, 1 when a request is pending either way, else 0.
     */
    friendTypeOf: (viewer: Expression<Address>, other: Expression<Address>) => {
      const friends = friendship(viewer, other)
      const pending = pendingBetweenQuery(viewer, other)
      return sql<0 | 1 | 2>`case when exists ${friends} then 2
        when exists ${pending} then 1 else 0 end`
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
