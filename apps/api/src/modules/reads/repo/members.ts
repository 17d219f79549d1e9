import type { Address } from '@memap/shared/address'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db, SqlValue } from '../../../db/database.ts'

// The pieces the read layer's queries are made of, over every module's tables: who is someone
// to the app, what a list shows of a member, blocks, friendships and requests between two
// wallets. Each is SQL a query of this folder nests, never handed out of it.

/**
 * 'pending' written into the SQL, not bound: the one-pending-request index is partial (where
 * status = 'pending'), and SQLite compiles a statement anew at every run when a bound value
 * decides whether a partial index applies, which made the profile read three times slower.
 */
const PENDING = sql.lit('pending' as const)

/**
 * What a list of members shows of each, as a query another joins on `wallet_addr`; suspended
 * members are left out of every list.
 */
export const cards = (db: Db) =>
  db
    .selectFrom('users')
    .select(['wallet_addr', 'name', 'profile_image', 'svn', 'updated_at'])
    .where('suspended_at', 'is', null)

/** What a list row shows of a member, from `cards` joined as `card`. */
export const CARD_COLUMNS = [
  'card.wallet_addr',
  'card.name',
  'card.profile_image',
  'card.svn',
] as const

/** The member at `wallet` if present to others: registered, not gone, not suspended. */
export const present = (db: Db, wallet: Expression<Address>) =>
  db
    .selectFrom('users')
    .select('users.wallet_addr')
    .where('users.wallet_addr', '=', wallet)
    .where('users.suspended_at', 'is', null)

/** When `blocker` blocked `blocked`. */
export const blockOf = (db: Db, blocker: SqlValue<Address>, blocked: SqlValue<Address>) =>
  db
    .selectFrom('blocks')
    .select('created_at')
    .where('blocker_addr', '=', blocker)
    .where('blocked_addr', '=', blocked)

/** Whether either of the two blocks the other. */
export const blockedEitherWay = (db: Db, a: SqlValue<Address>, b: SqlValue<Address>) =>
  sql<SqlBool>`exists ${blockOf(db, a, b)} or exists ${blockOf(db, b, a)}`

/** Since when `wallet` is friends with `friend`. */
export const friendship = (db: Db, wallet: SqlValue<Address>, friend: SqlValue<Address>) =>
  db
    .selectFrom('friendships')
    .select('since')
    .where('wallet_addr', '=', wallet)
    .where('friend_addr', '=', friend)

/** The friends of `wallet`, as a query of `wallet_addr`. */
export const friendsOf = (db: Db, wallet: SqlValue<Address>) =>
  db
    .selectFrom('friendships')
    .select('friendships.friend_addr as wallet_addr')
    .where('friendships.wallet_addr', '=', wallet)

/** Whether the two are friends. */
export const isFriend = (db: Db, wallet: Expression<Address>, other: Expression<Address>) =>
  sql<SqlBool>`exists ${friendship(db, wallet, other)}`

/**
 * The id of the request pending between the two, either way: its pair key is one of the two
 * orders (which one, SQL's collation may not say).
 */
export const pendingBetween = (db: Db, a: Expression<Address>, b: Expression<Address>) =>
  db
    .selectFrom('friend_requests')
    .select('id')
    .where('pair_key', 'in', [sql<string>`${a} || ':' || ${b}`, sql<string>`${b} || ':' || ${a}`])
    .where('status', '=', PENDING)

/**
 * FriendType of the wallet `other` as `viewer` sees it: 2 when friends, 1 when a request is
 * pending either way, else 0.
 */
export const friendTypeOf = (db: Db, viewer: Expression<Address>, other: Expression<Address>) =>
  sql<0 | 1 | 2>`case when exists ${friendship(db, viewer, other)} then 2
        when exists ${pendingBetween(db, viewer, other)} then 1 else 0 end`
