import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { withTransaction } from '../../db/changes.ts'
import { badRequest, InsufficientBalanceError, notFound } from '../../errors.ts'
import type { FriendsContext } from './context.ts'
import { friendsRepo } from './repo.ts'

/** Ends a friendship; the one who ends it pays 20 Whoom. */
export const endFriendship =
  ({ db, repo, profiles, ledger, notifier }: FriendsContext) =>
  async (wallet: Address, friend: Address, now = new Date()) => {
    const friendship = await repo.friendship(wallet, friend)
    if (!friendship) throw notFound('not_friends', 'you are not friends')
    const [me, them] = await Promise.all([
      profiles.findByWallet(wallet),
      profiles.findByWallet(friend),
    ])
    try {
      await withTransaction(db, async (trx) => {
        if (!(await friendsRepo(trx).unfriend(wallet, friend)))
          throw notFound('not_friends', 'you are not friends')
        await ledger.post(
          trx,
          {
            walletAddr: wallet,
            type: 'friend_delete',
            amount: -ECONOMY.friendDeletePayment,
            counterpart: friend,
            idempotencyKey: `friend_delete:${wallet}:${friend}:${friendship.since}`,
            info: them?.name ?? null,
            notification: { actorAddr: wallet, targetAddr: friend },
          },
          now,
        )
        await notifier.notify(
          trx,
          {
            walletAddr: friend,
            type: 'friend_delete',
            value: 0,
            info: me?.name ?? null,
            actorAddr: wallet,
            targetAddr: friend,
          },
          now,
        )
      })
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw badRequest('insufficient_whoom', 'insufficient point balance')
      throw error
    }
  }
