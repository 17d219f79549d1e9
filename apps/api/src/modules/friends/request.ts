import type { Address } from '@memap/shared/address'
import { INSUFFICIENT_FOR_FRIEND_REQUEST } from '@memap/shared/economy'
import { withTransaction } from '../../db/changes.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import {
  badRequest,
  conflict,
  InsufficientBalanceError,
  memapRequired,
  notFound,
} from '../../errors.ts'
import type { FriendsContext } from './context.ts'
import { friendsRepo } from './repo.ts'

/** Holds the target's SNV from the requester until the target answers. */
export const sendFriendRequest =
  ({ db, repo, blocks, member, requireRoom, ledger, notifier }: FriendsContext) =>
  async (requester: Address, target: Address, now = new Date()) => {
    if (requester === target)
      throw badRequest('cannot_befriend_self', 'targetWalletAddr: you cannot befriend yourself')
    const from = await member(requester, () => memapRequired())
    const to = await member(target, () =>
      notFound('target_no_memap', 'targetWalletAddr: no MeMap for this wallet'),
    )
    await blocks.refuseIfBlocked(requester, target)
    if (await repo.friendship(requester, target))
      throw conflict('already_friends', 'you are already friends')
    if (await repo.pendingBetween(requester, target))
      throw conflict('friend_request_pending', 'a friend request is already pending')
    await requireRoom(requester, target)
    try {
      await withTransaction(db, async (trx) => {
        const { id } = await friendsRepo(trx).insertRequest({
          requester,
          target,
          amount: to.svn,
          now: now.toISOString(),
        })
        await ledger.post(
          trx,
          {
            walletAddr: requester,
            type: 'friend_request_sent',
            amount: -to.svn,
            counterpart: target,
            idempotencyKey: `friend_request:${id}:hold`,
            info: to.name,
            notification: false,
          },
          now,
        )
        await notifier.notify(
          trx,
          {
            walletAddr: target,
            type: 'friend_receive',
            value: to.svn,
            info: from.name,
            actorAddr: requester,
            targetAddr: target,
            awaitingAnswer: true,
          },
          now,
        )
      })
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw badRequest('insufficient_whoom', INSUFFICIENT_FOR_FRIEND_REQUEST)
      if (isUniqueViolation(error))
        throw conflict('friend_request_pending', 'a friend request is already pending')
      throw error
    }
  }
