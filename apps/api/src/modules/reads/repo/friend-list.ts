import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import type { Db, SqlValue } from '../../../db/database.ts'
import { CARD_COLUMNS, cards, present } from './members.ts'

/**
 * The friends of `wallet`, newest friendship first, each with their card and with FriendType as
 * `wallet` sees them: 2, as every row is a friendship of theirs.
 */
export const friendListQuery = (db: Db, wallet: SqlValue<Address>) =>
  db
    .selectFrom('friendships')
    .innerJoin(cards(db).as('card'), 'card.wallet_addr', 'friendships.friend_addr')
    .select([...CARD_COLUMNS, 'friendships.since as update_at', sql.lit<2>(2).as('friend_type')])
    .where('friendships.wallet_addr', '=', wallet)
    // A member not present (suspended) has no friends to show, as one who left has none.
    .where((eb) => eb.exists(present(db, eb.ref('friendships.wallet_addr'))))
    .orderBy('friendships.since', 'desc')
