import type { Network } from '@memap/shared/friends'
import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { seoulDay } from '../../../lib/days.ts'
import type { NetworkMembers, NetworkSlice } from './network.ts'

/**
 * The members of one network of the identity graph (its ObjectId's number) in a slice of its
 * address order, as a query of `wallet_addr`, by the tag's prefix: today's emotion, shown only
 * by members who show emotion details to others (OpenProfile on, not suspended); an active badge.
 */
export const networkMembers =
  (db: Db, network: Network): NetworkMembers =>
  (id, slice) =>
    network === 'emotion'
      ? walletsFeeling(db, id, seoulDay(new Date()), slice)
      : walletsShowing(db, id, slice)

function walletsFeeling(db: Db, emotionId: number, day: string, slice: NetworkSlice) {
  let query = db
    .selectFrom('user_emotions')
    .select('wallet_addr')
    .where('emotion_id', '=', emotionId)
    .where('day', '=', day)
    .where('wallet_addr', slice.side === 'from' ? '>=' : '<', slice.pivot)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.wallet_addr')
          .whereRef('users.wallet_addr', '=', 'user_emotions.wallet_addr')
          .where('users.open_profile', '=', sql.lit(1))
          .where('users.suspended_at', 'is', null),
      ),
    )
  if (slice.except) query = query.where('wallet_addr', '!=', slice.except)
  return query.orderBy('wallet_addr').limit(slice.limit)
}

function walletsShowing(db: Db, badgeId: number, slice: NetworkSlice) {
  let query = db
    .selectFrom('user_badges')
    .select('wallet_addr')
    .where('badge_id', '=', badgeId)
    .where('active', '=', 1)
    .where('wallet_addr', slice.side === 'from' ? '>=' : '<', slice.pivot)
  if (slice.except) query = query.where('wallet_addr', '!=', slice.except)
  return query.orderBy('wallet_addr').limit(slice.limit)
}
