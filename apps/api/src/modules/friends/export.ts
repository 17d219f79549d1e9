import type { Db } from '../../db/database.ts'
import type { ExportPart } from '../account/export.ts'

/** The member's friendships and every friend request they sent or received. */
export const friendsExport =
  (db: Db): ExportPart<'Friends' | 'FriendRequests'> =>
  async (walletAddr) => {
    const [friends, requests] = await Promise.all([
      db
        .selectFrom('friendships')
        .select(['friend_addr', 'since'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('since')
        .execute(),
      db
        .selectFrom('friend_requests')
        .selectAll()
        .where((eb) =>
          eb.or([eb('requester_addr', '=', walletAddr), eb('target_addr', '=', walletAddr)]),
        )
        .orderBy('id')
        .execute(),
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
