import { sql } from 'kysely'
import type { LeavePart } from '../account/leave.ts'
import { settleNotifications } from '../notifications/service.ts'
import { postPoints } from '../points/service.ts'
import { friendsRepo } from './repo.ts'

/**
 * Friendships end (no fee, no notification) and every request pending either way is cancelled,
 * its requester refunded in full, as a block does.
 */
export const friendsLeave: LeavePart = async (trx, walletAddr, now) => {
  await trx
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('wallet_addr', '=', walletAddr), eb('friend_addr', '=', walletAddr)]))
    .execute()
  const pending = await trx
    .selectFrom('friend_requests')
    .selectAll()
    .where((eb) =>
      eb.or([eb('requester_addr', '=', walletAddr), eb('target_addr', '=', walletAddr)]),
    )
    .where('status', '=', sql.lit('pending'))
    .execute()
  const repo = friendsRepo(trx)
  for (const request of pending) {
    if (!(await repo.answer(request.id, 'cancelled', now.toISOString()))) continue
    await settleNotifications(
      trx,
      request.target_addr,
      'friend_receive',
      request.requester_addr,
      'declined',
    )
    await postPoints(
      trx,
      {
        walletAddr: request.requester_addr,
        type: 'friend_request_rejection',
        amount: request.amount,
        counterpart: request.target_addr,
        idempotencyKey: `friend_request:${request.id}:refund`,
        notification: false,
      },
      now,
    )
  }
  return []
}
