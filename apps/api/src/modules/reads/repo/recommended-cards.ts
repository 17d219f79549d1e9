import type { Address } from '@memap/shared/address'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { blockedEitherWay, CARD_COLUMNS, cards, friendTypeOf } from './members.ts'
import { type NetworkMembers, recommendedPageQuery } from './network.ts'

/**
 * One query: the members of recommendation page `index` (`recommendedPageQuery`), their cards
 * and FriendType as the viewer sees them, in the page's order. Members who block the viewer, or
 * whom the viewer blocks, are left out of the network.
 */
export function recommendedCards(
  db: Db,
  members: NetworkMembers,
  id: number,
  seed: string,
  viewer: Address | undefined,
  index: number,
) {
  const visible = viewer
    ? (wallet: Expression<Address>) => sql<SqlBool>`not (${blockedEitherWay(db, viewer, wallet)})`
    : undefined
  const page = recommendedPageQuery(db, members, id, seed, viewer, index, visible)
  return db
    .selectFrom(page.as('page'))
    .innerJoin(cards(db).as('card'), 'card.wallet_addr', 'page.wallet_addr')
    .select((eb) => [
      ...CARD_COLUMNS,
      'card.updated_at as update_at',
      (viewer
        ? friendTypeOf(db, sql<Address>`cast(${viewer} as text)`, eb.ref('card.wallet_addr'))
        : sql.lit<0>(0)
      ).as('friend_type'),
    ])
    .orderBy('page.rank')
    .execute()
}
