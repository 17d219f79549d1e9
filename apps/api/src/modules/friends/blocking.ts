import type { Address } from '@memap/shared/address'
import { withTransaction } from '../../db/changes.ts'
import { badRequest, notFound } from '../../errors.ts'
import { imageUrl } from '../../storage/images.ts'
import type { FriendsContext } from './context.ts'
import { friendsRepo } from './repo.ts'

/**
 * `wallet` blocks `target`: their friendship ends without the delete fee and a request
 * pending either way is cancelled with its full refund, in one transaction. The blocked
 * member is not notified (the requester's refund shows in their history). Blocking again
 * changes nothing.
 */
export const blockMember =
  ({ db, blocks, member, ledger, notifier }: FriendsContext) =>
  async (wallet: Address, target: Address, now = new Date()) => {
    if (wallet === target)
      throw badRequest('cannot_block_self', 'targetWalletAddr: you cannot block yourself')
    await member(target, () =>
      notFound('target_no_memap', 'targetWalletAddr: no MeMap for this wallet'),
    )
    await withTransaction(db, async (trx) => {
      if (!(await blocks.insertIn(trx, wallet, target, now))) return
      const tx = friendsRepo(trx)
      await tx.unfriend(wallet, target)
      const pending = await tx.pendingBetween(wallet, target)
      if (!pending || !(await tx.answer(pending.id, 'cancelled', now.toISOString()))) return
      await notifier.settle(
        trx,
        pending.target_addr,
        'friend_receive',
        pending.requester_addr,
        'declined',
      )
      await ledger.post(
        trx,
        {
          walletAddr: pending.requester_addr,
          type: 'friend_request_rejection',
          amount: pending.amount,
          counterpart: pending.target_addr,
          idempotencyKey: `friend_request:${pending.id}:refund`,
          notification: false,
        },
        now,
      )
    })
  }

/** Lifts `wallet`'s block of `target`; what the block ended stays ended. */
export const unblockMember =
  ({ blocks }: FriendsContext) =>
  async (wallet: Address, target: Address) => {
    if (!(await blocks.remove(wallet, target)))
      throw notFound('not_blocked', 'targetWalletAddr: you have not blocked this member')
  }

/** The members `wallet` blocks, the latest first, with their cards. */
export const blockedMembers =
  ({ profiles, blocks }: FriendsContext) =>
  async (wallet: Address) => {
    const blocked = await blocks.blockedBy(wallet)
    const cards = await Promise.all(blocked.map((row) => profiles.findByWallet(row.blocked_addr)))
    return blocked.map((row, i) => ({
      WalletAddr: row.blocked_addr,
      UserName: cards[i]?.name ?? '',
      ProfileImage: cards[i]?.profile_image ? imageUrl(cards[i]?.profile_image as string) : '',
      BlockedAt: row.created_at,
    }))
  }
