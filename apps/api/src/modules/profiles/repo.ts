import type { Address } from '@memap/shared/address'
import { nameKey } from '@memap/shared/name-key'
import { canonicalName } from '@memap/shared/rules'
import { type SearchQuery, searchTerms } from '@memap/shared/search-terms'
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { PresentMember } from '../../core/present-member.ts'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'
import type { Database, MemberSearchTermTable, UserTable } from '../../db/schema.ts'

/** How a name clashes with another member's. */
export type NameClash = 'taken' | 'look-alike'

export type UserRow = UserTable

/** How a member matches a search, in the order a page lists them (PRODUCT.md §14). */
export type SearchRank = 'exact' | 'prefix' | 'inside'

/** One rank of a search's matches, from a place in its order, as `searchMatches` reads them. */
export interface SearchSlice {
  query: SearchQuery
  /** The least term past every term that starts with the query's key (`pastPrefix`), if any. */
  past: string | undefined
  rank: SearchRank
  /** The last match of the page before, in this rank: the slice starts after it. */
  after?: { term: string; wallet: Address }
  /** Only these members (a query of `wallet_addr`), else everyone. */
  // biome-ignore lint/suspicious/noExplicitAny: another module's tables
  among?: SelectQueryBuilder<Database, any, { wallet_addr: Address }>
  /** Which members the searcher may find, as SQL over a wallet. */
  visible: (wallet: Expression<Address>) => Expression<SqlBool>
  limit: number
}

/** The profiles module's tables: users, profile visits and the search terms of names. */
export function profilesRepo(db: Db) {
  /** The member's search terms, written anew from their name (in the caller's transaction). */
  const writeSearchTerms = async (walletAddr: Address, name: string) => {
    await db.deleteFrom('member_search_terms').where('wallet_addr', '=', walletAddr).execute()
    const rows = searchTerms(name).map((row) => ({ wallet_addr: walletAddr, ...row }))
    if (rows.length > 0) await db.insertInto('member_search_terms').values(rows).execute()
  }

  /** The terms from `key` on (or after it) and before `past`: those that start with the key. */
  const termsStarting =
    (key: string, past: string | undefined, from: '>=' | '>') => (term: Expression<string>) =>
      sql<SqlBool>`${term} ${sql.raw(from)} ${key}${past === undefined ? sql`` : sql` and ${term} < ${past}`}`

  return {
    /** The member at `walletAddr`; a suspended member is nobody to the app. */
    findByWallet: (walletAddr: Address) =>
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

    /** The member at `wallet` if present to others (core/present-member.ts). */
    present: ((wallet) =>
      db
        .selectFrom('users')
        .select('users.wallet_addr')
        .where('users.wallet_addr', '=', wallet)
        .where('users.suspended_at', 'is', null)) satisfies PresentMember,

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

    /**
     * The member at `walletAddr` if they show emotion details to others (OpenProfile on), as a
     * query another module can test with `exists` for each of its rows; a suspended member
     * shows nothing.
     */
    showingEmotions: (walletAddr: Expression<Address>) =>
      db
        .selectFrom('users')
        .select('users.wallet_addr')
        .where('users.wallet_addr', '=', walletAddr)
        .where('users.open_profile', '=', sql.lit(1))
        .where('users.suspended_at', 'is', null),

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

    /**
     * The members a search finds at one rank, as a query of `wallet_addr` and the `term` each
     * matched by, in the page's order (term, then wallet), at most `limit`; suspended members
     * never. `exact`: the whole name's key is the query's; `prefix`: it starts with it; `inside`:
     * a later word or syllable does, and the name's start does not (each member once, by the
     * first such term). Each is one range of the terms' primary key, read in its order.
     */
    searchMatches: ({ query, past, rank, after, among, visible, limit }: SearchSlice) => {
      const part = rank === 'inside' ? query.inside : query.start
      // The member's own terms of a part, looked up by the wallet index for each candidate. The
      // `limit 1 offset 0` keeps it so: without it PostgreSQL may hash every term of the range
      // once instead (a common prefix's are a million).
      const otherTerms = (wallet: Expression<Address>, ofPart: number) =>
        db
          .selectFrom('member_search_terms as own')
          .select('own.term')
          .where('own.wallet_addr', '=', wallet)
          .where('own.part', '=', sql.lit(ofPart))
          .limit(1)
          .offset(0)
      // Among a few (the searcher's friends), their own terms: read from them by the wallet
      // index, never along the whole range (a common prefix has a million). SQLite keeps the
      // order of a cross join; PostgreSQL, which would reorder it, gets their wallets as an array.
      const crossJoined = among !== undefined && !isPostgres(db)
      const terms = (crossJoined
        ? db
            .selectFrom(among.as('among'))
            .crossJoin('member_search_terms as match')
            .whereRef('match.wallet_addr', '=', 'among.wallet_addr')
        : db.selectFrom('member_search_terms as match')) as unknown as SelectQueryBuilder<
        Database & { match: MemberSearchTermTable },
        'match',
        // biome-ignore lint/complexity/noBannedTypes: nothing selected yet
        {}
      >
      return (
        terms
          .innerJoin('users', 'users.wallet_addr', 'match.wallet_addr')
          .select(['match.wallet_addr', 'match.term'])
          .$if(among !== undefined && !crossJoined, (slice) =>
            slice.where(
              (eb) => sql<SqlBool>`${eb.ref('match.wallet_addr')} = any(array(${among}))`,
            ),
          )
          .where('match.part', '=', sql.lit(part))
          .where((eb) =>
            rank === 'exact'
              ? eb('match.term', '=', query.key)
              : termsStarting(
                  query.key,
                  past,
                  rank === 'prefix' ? '>' : '>=',
                )(eb.ref('match.term')),
          )
          // Matched inside: each member once, by the first term, and none the name's start matches.
          // Written as one `not (… or …)`, which PostgreSQL keeps as a lookup per member by the
          // wallet index (a `not exists` of its own it may turn into a pass along the whole range).
          .$if(rank === 'inside', (slice) =>
            slice.where((eb) =>
              eb.not(
                eb.or([
                  eb.exists(
                    otherTerms(eb.ref('match.wallet_addr'), query.start).where((own) =>
                      termsStarting(query.key, past, '>=')(own.ref('own.term')),
                    ),
                  ),
                  eb.exists(
                    otherTerms(eb.ref('match.wallet_addr'), query.inside)
                      .where('own.term', '>=', query.key)
                      .where('own.term', '<', eb.ref('match.term')),
                  ),
                ]),
              ),
            ),
          )
          .$if(after !== undefined, (slice) => {
            const { term, wallet } = after as NonNullable<typeof after>
            return slice
              .where('match.term', '>=', term)
              .where((eb) =>
                eb(eb.refTuple('match.term', 'match.wallet_addr'), '>', eb.tuple(term, wallet)),
              )
          })
          .where('users.suspended_at', 'is', null)
          .where((eb) => visible(eb.ref('match.wallet_addr')))
          .orderBy('match.term')
          .orderBy('match.wallet_addr')
          .limit(limit)
      )
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
