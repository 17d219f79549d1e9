import type { Address } from '@memap/shared/address'
import { SEARCH_PAGE_SIZE } from '@memap/shared/search'
import type { SearchQuery } from '@memap/shared/search-terms'
import { TERM_PARTS } from '@memap/shared/search-terms'
import { type Expression, type SqlBool, sql } from 'kysely'
import { compileOnce } from '../../../db/compile-once.ts'
import type { Db } from '../../../db/database.ts'
import {
  blockedEitherWay,
  CARD_COLUMNS,
  cards,
  friendsOf,
  friendTypeOf,
  isFriend,
} from './members.ts'
import { searchMatches } from './search-matches.ts'

/**
 * The order of a page: the exact name, then names that start with the query, then names it
 * matches inside (a later word, a syllable, initials); friends first within each (PRODUCT.md §14).
 * Within a segment, by the term matched and the wallet: the keyset a page continues from.
 */
export const SEGMENTS = [
  { rank: 'exact', friends: true },
  { rank: 'exact', friends: false },
  { rank: 'prefix', friends: true },
  { rank: 'prefix', friends: false },
  { rank: 'inside', friends: true },
  { rank: 'inside', friends: false },
] as const

/** What decides a page's SQL (its values aside): each shape is built and compiled once. */
export type Shape = {
  /** The first segment the page reads (its place's), and whether it starts after a member. */
  from: number
  after: boolean
  /** Initials or a name's key (the parts of the terms matched), and whether a range ends. */
  start: SearchQuery['start']
  bounded: boolean
}
/** A page's values, and the stand-ins `compileOnce` gives for them. */
export type SearchValues = {
  searcher: Address
  key: string
  past: string
  afterTerm: string
  afterWallet: Address
}
type Value = keyof SearchValues
export type SearchRow = {
  segment: number | string
  term: string
  wallet_addr: Address
  name: string
  profile_image: string | null
  svn: number
  friend_type: number | string
}

/**
 * The search's pages: the names' matches (the profiles module's search terms) with their cards,
 * which are friends and each FriendType (the friends module's tables), and who may not see whom
 * (the blocks module's), in one query a page.
 */
export function searchPages(db: Db) {
  /** The page query of one shape, with a stand-in for each value. */
  const pageQuery = (shape: Shape, values: SearchValues) => {
    const me = sql<Address>`cast(${values.searcher} as text)`
    const query: SearchQuery = {
      key: values.key,
      start: shape.start,
      inside: shape.start === TERM_PARTS.name ? TERM_PARTS.inside : TERM_PARTS.initialsInside,
    }
    // Never the searcher, nor anyone either of the two blocks.
    const visible = (wallet: Expression<Address>) =>
      sql<SqlBool>`${wallet} <> ${me} and not (${blockedEitherWay(db, me, wallet)})`
    const branches = SEGMENTS.slice(shape.from).map(({ rank, friends: ofFriends }, i) => {
      const segment = shape.from + i
      const matches = searchMatches(db, {
        query,
        past: shape.bounded ? values.past : undefined,
        rank,
        after:
          shape.after && segment === shape.from
            ? { term: values.afterTerm, wallet: values.afterWallet }
            : undefined,
        among: ofFriends ? friendsOf(db, me) : undefined,
        visible: ofFriends
          ? visible
          : (wallet) => sql<SqlBool>`${visible(wallet)} and not ${isFriend(db, me, wallet)}`,
        limit: SEARCH_PAGE_SIZE,
      })
      const name = `segment_${segment}`
      return db
        .selectFrom(matches.as(name))
        .select([`${name}.wallet_addr`, `${name}.term`, sql.lit(segment).as('segment')])
    })
    const [first, ...rest] = branches as [(typeof branches)[number], ...typeof branches]
    const found = rest.reduce((all, branch) => all.unionAll(branch), first)
    return db
      .selectFrom(found.as('found'))
      .innerJoin(cards(db).as('card'), 'card.wallet_addr', 'found.wallet_addr')
      .select((eb) => [
        'found.segment',
        'found.term',
        ...CARD_COLUMNS,
        friendTypeOf(db, me, eb.ref('card.wallet_addr')).as('friend_type'),
      ])
      .orderBy('found.segment')
      .orderBy('found.term')
      .orderBy('found.wallet_addr')
      .limit(SEARCH_PAGE_SIZE)
  }

  const compiled = new Map<string, ReturnType<typeof compileOnce<Value, SearchRow, SearchValues>>>()
  const pageOf = (shape: Shape) => {
    const id = JSON.stringify(shape)
    let page = compiled.get(id)
    if (!page) {
      const names: Value[] = ['searcher', 'key']
      if (shape.bounded) names.push('past')
      if (shape.after) names.push('afterTerm', 'afterWallet')
      page = compileOnce<Value, SearchRow, SearchValues>(db, names, (standIn) =>
        pageQuery(shape, standIn),
      )
      compiled.set(id, page)
    }
    return page
  }

  return { pageOf }
}
