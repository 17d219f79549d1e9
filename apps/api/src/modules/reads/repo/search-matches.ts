import type { Address } from '@memap/shared/address'
import type { SearchQuery } from '@memap/shared/search-terms'
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { isPostgres } from '../../../db/dialect.ts'
import type { Database, MemberSearchTermTable } from '../../../db/schema.ts'

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

/** The terms from `key` on (or after it) and before `past`: those that start with the key. */
const termsStarting =
  (key: string, past: string | undefined, from: '>=' | '>') => (term: Expression<string>) =>
    sql<SqlBool>`${term} ${sql.raw(from)} ${key}${past === undefined ? sql`` : sql` and ${term} < ${past}`}`

/**
 * The members a search finds at one rank, as a query of `wallet_addr` and the `term` each
 * matched by, in the page's order (term, then wallet), at most `limit`; suspended members
 * never. `exact`: the whole name's key is the query's; `prefix`: it starts with it; `inside`:
 * a later word or syllable does, and the name's start does not (each member once, by the
 * first such term). Each is one range of the terms' primary key, read in its order.
 */
export function searchMatches(
  db: Db,
  { query, past, rank, after, among, visible, limit }: SearchSlice,
) {
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
        slice.where((eb) => sql<SqlBool>`${eb.ref('match.wallet_addr')} = any(array(${among}))`),
      )
      .where('match.part', '=', sql.lit(part))
      .where((eb) =>
        rank === 'exact'
          ? eb('match.term', '=', query.key)
          : termsStarting(query.key, past, rank === 'prefix' ? '>' : '>=')(eb.ref('match.term')),
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
}
