import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { friendsRepo } from './repo.ts'

/** The member's friendships and every friend request they sent or received. */
export const friendsExport =
  (db: Db): ExportPart<'Friends' | 'FriendRequests'> =>
  async (walletAddr) => {
    const repo = friendsRepo(db)
    const [friends, requests] = await Promise.all([
      repo.friendshipsOf(walletAddr),
      repo.requestsOf(walletAddr),
    ])
    return {
      Friends: friends.map((row) => ({ WalletAddr: row.friend_addr, Since: row.since })),
      FriendRequests: requests.map((row) => ({
        From: row.requester_addr,
        To: row.target_addr,
        Amount: row.amount,
        Status: row.status,
        CreatedAt: row.created_at,
        AnsweredAt: row.answered_at,
      })),
    }
  }
