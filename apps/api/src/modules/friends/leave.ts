import type { LeavePart } from '../../core/account-parts.ts'
import type { FriendsDeps } from './context.ts'
import { friendsRepo } from './repo.ts'

/**
 * Friendships end (no fee, no notification) and every request pending either way is cancelled,
 * its requester refunded in full, as a block does: through the ledger and notifier its module is
 * handed (its declaration, index.ts).
 */
export const friendsLeave =
  ({ ledger, notifier }: Pick<FriendsDeps, 'ledger' | 'notifier'>): LeavePart =>
  async (trx, walletAddr, now) => {
    const repo = friendsRepo(trx)
    await repo.removeFriendshipsOf(walletAddr)
    const pending = await repo.pendingRequestsOf(walletAddr)
    for (const request of pending) {
      if (!(await repo.answer(request.id, 'cancelled', now.toISOString()))) continue
      await notifier.settle(
        trx,
        request.target_addr,
        'friend_receive',
        request.requester_addr,
        'declined',
      )
      await ledger.post(
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
