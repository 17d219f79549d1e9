import { type Expression, sql } from 'kysely'
import type { Db, SqlValue } from '../../db/database.ts'

/**
 * 'pending' written into the SQL, not bound: the one-pending-request index is partial (where
 * status = 'pending'), and SQLite compiles a statement anew at every run when a bound value
 * decides whether a partial index applies, which made the profile read three times slower.
 */
const PENDING = sql.lit('pending' as const)

/** The two wallets in a fixed order: the key of "a request between these two". */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`)

/** The friends module's tables: requests and friendships (one row each way). */
export function friendsRepo(db: Db) {
  const friendship = (wallet: SqlValue<string>, friend: SqlValue<string>) =>
    db
      .selectFrom('friendships')
      .select('since')
      .where('wallet_addr', '=', wallet)
      .where('friend_addr', '=', friend)

  return {
    pendingBetween: (a: string, b: string) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where('pair_key', '=', pairKey(a, b))
        .where('status', '=', PENDING)
        .executeTakeFirst(),

    /**
     * The id of the pending request between two wallets given as SQL, as a query another can
     * nest: their pair key is one of the two orders (which one, SQL's collation may not say).
     */
    pendingBetweenQuery: (a: Expression<string>, b: Expression<string>) =>
      db
        .selectFrom('friend_requests')
        .select('id')
        .where('pair_key', 'in', [
          sql<string>`${a} || ':' || ${b}`,
          sql<string>`${b} || ':' || ${a}`,
        ])
        .where('status', '=', PENDING),

    pendingFrom: (requester: string, target: string) =>
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where('requester_addr', '=', requester)
        .where('target_addr', '=', target)
        .where('status', '=', PENDING)
        .executeTakeFirst(),

    insertRequest: (row: { requester: string; target: string; amount: number; now: string }) =>
      db
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
        .executeTakeFirstOrThrow(),

    /** Answers a pending request; true when this call was the one that answered it. */
    async answer(id: number, status: 'accepted' | 'rejected', now: string): Promise<boolean> {
      const result = await db
        .updateTable('friend_requests')
        .set({ status, answered_at: now })
        .where('id', '=', id)
        .where('status', '=', PENDING)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    friendship: (wallet: string, friend: string) => friendship(wallet, friend).executeTakeFirst(),

    /** Since when the two are friends, as a query another can nest. */
    friendshipQuery: friendship,

    countFriends: async (wallet: string) => {
      const row = await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll<string | number>().as('friends'))
        .where('wallet_addr', '=', wallet)
        .executeTakeFirstOrThrow()
      return Number(row.friends)
    },

    friendsOf: (wallet: string) =>
      db
        .selectFrom('friendships')
        .select(['friend_addr', 'since'])
        .where('wallet_addr', '=', wallet)
        .orderBy('since', 'desc')
        .execute(),

    befriend: (a: string, b: string, since: string) =>
      db
        .insertInto('friendships')
        .values([
          { wallet_addr: a, friend_addr: b, since },
          { wallet_addr: b, friend_addr: a, since },
        ])
        .execute(),

    /** Ends a friendship both ways; true when there was one. */
    async unfriend(a: string, b: string): Promise<boolean> {
      const result = await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('wallet_addr', '=', a), eb('friend_addr', '=', b)]),
            eb.and([eb('wallet_addr', '=', b), eb('friend_addr', '=', a)]),
          ]),
        )
        .executeTakeFirst()
      return result.numDeletedRows === 2n
    },

    /** Of `others`, those with a pending request with `wallet`, either way. */
    pendingWith: (wallet: string, others: string[]) =>
      others.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('friend_requests')
            .select(['requester_addr', 'target_addr'])
            .where('status', '=', PENDING)
            .where(
              'pair_key',
              'in',
              others.map((other) => pairKey(wallet, other)),
            )
            .execute(),

    /** Of `others`, those who are friends of `wallet`. */
    friendsAmong: (wallet: string, others: string[]) =>
      others.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('friendships')
            .select('friend_addr')
            .where('wallet_addr', '=', wallet)
            .where('friend_addr', 'in', others)
            .execute(),
  }
}
