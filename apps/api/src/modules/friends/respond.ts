import type { Address } from '@memap/shared/address'
import { withTransaction } from '../../db/changes.ts'
import { conflict, notFound } from '../../errors.ts'
import type { FriendsContext } from './context.ts'
import { friendsRepo } from './repo.ts'

/** The target's answer: accept (friends both ways, the SNV to the target) or reject (a refund). */
export const answerFriendRequest =
  ({ db, repo, profiles, requireRoom, ledger, notifier }: FriendsContext) =>
  async (target: Address, requester: Address, rejection: boolean, now = new Date()) => {
    const pending = await repo.pendingFrom(requester, target)
    if (!pending) throw notFound('no_pending_request', 'no pending friend request from this wallet')
    if (!rejection) await requireRoom(requester, target)
    const [from, to] = await Promise.all([
      profiles.findByWallet(requester),
      profiles.findByWallet(target),
    ])
    const at = now.toISOString()
    await withTransaction(db, async (trx) => {
      const tx = friendsRepo(trx)
      if (!(await tx.answer(pending.id, rejection ? 'rejected' : 'accepted', at))) {
        throw conflict('request_answered', 'this friend request was already answered')
      }
      await notifier.settle(
        trx,
        target,
        'friend_receive',
        requester,
        rejection ? 'declined' : 'accepted',
      )
      if (rejection) {
        await ledger.post(
          trx,
          {
            walletAddr: requester,
            type: 'friend_request_rejection',
            amount: pending.amount,
            counterpart: target,
            idempotencyKey: `friend_request:${pending.id}:refund`,
            info: to?.name ?? null,
            notification: { actorAddr: target, targetAddr: requester },
          },
          now,
        )
        return
      }
      await tx.befriend(requester, target, at)
      await ledger.post(
        trx,
        {
          walletAddr: target,
          type: 'friend_request',
          amount: pending.amount,
          counterpart: requester,
          idempotencyKey: `friend_request:${pending.id}:accept`,
          info: from?.name ?? null,
          notification: { actorAddr: requester, targetAddr: target },
        },
        now,
      )
      await notifier.notify(
        trx,
        {
          walletAddr: requester,
          type: 'friend_request_accept',
          value: 0,
          info: to?.name ?? null,
          actorAddr: target,
          targetAddr: requester,
        },
        now,
      )
    })
  }
