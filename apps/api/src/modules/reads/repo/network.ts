import { createHash } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { RECOMMEND_PAGE_SIZE } from '@memap/shared/friends'
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import { getAddress } from 'viem'
import type { Db } from '../../../db/database.ts'
import { sha256Of } from '../../../db/dialect.ts'
import type { Database } from '../../../db/schema.ts'

/**
 * Part of one network of the identity graph, in address order: the first `limit` members at or
 * after `pivot` ('from') or before it ('before'), `except` left out.
 */
export interface NetworkSlice {
  pivot: Address
  side: 'from' | 'before'
  except: Address | undefined
  limit: number
}

/** The members of one network (its ObjectId's number) in a slice, as a query of `wallet_addr`. */
export type NetworkMembers = (
  id: number,
  slice: NetworkSlice,
  // biome-ignore lint/suspicious/noExplicitAny: each network reads tables of its own
) => SelectQueryBuilder<Database, any, { wallet_addr: Address }>

/** Members shuffled together: 20 pages. */
const WINDOW = 20 * RECOMMEND_PAGE_SIZE
const PAGES_PER_WINDOW = WINDOW / RECOMMEND_PAGE_SIZE

/**
 * The wallets of recommendation page `index` under `seed`, as a query of `wallet_addr` and its
 * `rank` (order by it). The network is read in address order from a pivot the seed picks,
 * wrapping round at the end, 200 at a time; each 200 are shuffled by the SHA-256 of
 * `seed:wallet`. So a page reads a couple of hundred index entries however large the network,
 * the same seed always gives the same pages, and pages neither repeat nor skip a member
 * (PRODUCT.md §14). All of it is SQL, so that the caller reads the page's members in the same
 * query.
 */
export function recommendedPageQuery(
  db: Db,
  members: NetworkMembers,
  id: number,
  seed: string,
  except: Address | undefined,
  index: number,
  /** Which members the viewer may see (blocks leave some out), as SQL over a wallet. */
  visible?: (wallet: Expression<Address>) => Expression<SqlBool>,
) {
  const pivot = getAddress(`0x${sha256(seed).slice(0, 40)}`)
  const offset = Math.floor(index / PAGES_PER_WINDOW) * WINDOW
  const first = (index % PAGES_PER_WINDOW) * RECOMMEND_PAGE_SIZE
  // The order read is the members from the pivot, then those before it: the window is its
  // entries offset to offset + 200, which neither side can hold more than offset + 200 of.
  const side = (name: NetworkSlice['side'], part: 0 | 1) =>
    db
      .selectFrom(members(id, { pivot, side: name, except, limit: offset + WINDOW }).as('slice'))
      .select(['slice.wallet_addr', sql.lit(part).as('part')])
  const window = db
    .selectFrom(side('from', 0).unionAll(side('before', 1)).as('network'))
    .select('network.wallet_addr')
    .$if(visible !== undefined, (query) =>
      query.where((eb) => (visible as NonNullable<typeof visible>)(eb.ref('network.wallet_addr'))),
    )
    .orderBy('network.part')
    .orderBy('network.wallet_addr')
    .limit(WINDOW)
    .offset(offset)
  return db
    .selectFrom(window.as('network_window'))
    .select((eb) => [
      'network_window.wallet_addr',
      sha256Of(
        db,
        sql<string>`cast(${`${seed}:`} as text) || ${eb.ref('network_window.wallet_addr')}`,
      ).as('rank'),
    ])
    .orderBy('rank')
    .limit(RECOMMEND_PAGE_SIZE)
    .offset(first)
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
