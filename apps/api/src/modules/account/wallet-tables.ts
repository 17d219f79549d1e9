import type { ExportParts } from '../../core/account-parts.ts'
import type { Database } from '../../db/schema.ts'

/** What a member's export holds of a table: the part its rows are in, or why none. */
type InExport = { part: keyof ExportParts } | { none: string }
/** What leaving does to a table: the columns whose rows of the member go, or why they stay. */
type OnLeaving = { removes: string[] } | { keeps: string }

/**
 * Every table with a column naming a wallet, and what a member's export and leaving do with its
 * rows (modules/account/parts.ts lists the parts). A table or wallet column the schema gains
 * fails `wallet-tables.test.ts` until it is written here, and leave.test.ts checks the rows
 * leaving says it removes are gone.
 */
export const WALLET_TABLES: Record<
  keyof Database & string,
  { columns: string[]; export: InExport; leave: OnLeaving } | 'no wallet'
> = {
  auth_nonces: 'no wallet',
  emotions: 'no wallet',
  badges: 'no wallet',
  worker_leases: 'no wallet',
  chain_tx_attempts: 'no wallet',
  rate_limits: 'no wallet',
  users: {
    columns: ['wallet_addr'],
    export: { part: 'Profile' },
    leave: { removes: ['wallet_addr'] },
  },
  member_search_terms: {
    columns: ['wallet_addr'],
    export: { none: "the name's search terms, derived from the exported name" },
    leave: { removes: ['wallet_addr'] },
  },
  profile_visits: {
    columns: ['profile_addr', 'visitor_addr'],
    export: { none: 'the order of the network list, not a record of the member' },
    leave: { removes: ['profile_addr'] },
  },
  sessions: {
    columns: ['wallet_addr'],
    export: { part: 'Sessions' },
    leave: { keeps: 'each is ended at leaving, and kept as the record of sign-ins' },
  },
  point_balances: {
    columns: ['wallet_addr'],
    export: { part: 'Points' },
    leave: { keeps: 'the accounting record: every balance equals the sum of its ledger' },
  },
  point_ledger: {
    columns: ['wallet_addr', 'counterpart'],
    export: { part: 'Points' },
    leave: { keeps: "the accounting record, whose keys hold the economy's rules across leaving" },
  },
  notifications: {
    columns: ['wallet_addr', 'actor_addr', 'target_addr'],
    export: { part: 'Notifications' },
    leave: { removes: ['wallet_addr'] },
  },
  push_subscriptions: {
    columns: ['wallet_addr'],
    export: { part: 'PushSubscriptions' },
    leave: { removes: ['wallet_addr'] },
  },
  push_outbox: {
    columns: ['wallet_addr', 'actor_addr'],
    export: {
      none: 'pushes on their way, each the copy of an exported notification, gone within minutes',
    },
    leave: { removes: ['wallet_addr'] },
  },
  push_settings: {
    columns: ['wallet_addr'],
    export: { part: 'PushQuietHours' },
    leave: { removes: ['wallet_addr'] },
  },
  notification_reads: {
    columns: ['wallet_addr'],
    export: { none: 'how far the news was read: the notifications themselves are exported' },
    leave: { removes: ['wallet_addr'] },
  },
  blocks: {
    columns: ['blocker_addr', 'blocked_addr'],
    export: { part: 'Blocked' },
    leave: { removes: ['blocker_addr'] },
  },
  reports: {
    columns: ['reporter_addr', 'target_addr'],
    export: { none: "the moderators' record, about others as much as the member" },
    leave: { keeps: "the moderators' record" },
  },
  moderation_audit: {
    columns: ['moderator_addr', 'target_addr'],
    export: { none: "the moderators' record of their own actions" },
    leave: { keeps: "the moderators' record" },
  },
  chain_jobs: {
    columns: ['wallet_addr'],
    export: { none: 'the chain work done for the wallet, public on chain' },
    leave: { keeps: 'the mint is not sent twice to a wallet that joins again' },
  },
  withdrawals: {
    columns: ['wallet_addr'],
    export: { part: 'Withdrawals' },
    leave: { keeps: 'the record of Whoom sent to the chain, paid or on its way' },
  },
  chain_txs: {
    columns: ['to_addr'],
    export: {
      none: 'the transactions the server sent (a faucet drip names the wallet), public on chain',
    },
    leave: { keeps: 'the signer’s record of what it sent, so that nothing is sent twice' },
  },
  daily_interactions: {
    columns: ['wallet_addr'],
    export: { none: "the day's count of cheers and likes, from the exported ones" },
    leave: { keeps: 'the daily limit holds across leaving' },
  },
  daily_uploads: {
    columns: ['wallet_addr'],
    export: { none: "the day's count of uploads" },
    leave: { keeps: 'the daily limit holds across leaving' },
  },
  user_emotions: {
    columns: ['wallet_addr'],
    export: { part: 'Emotions' },
    leave: { removes: ['wallet_addr'] },
  },
  cheers: {
    columns: ['wallet_addr', 'target_addr'],
    export: { part: 'CheersGiven' },
    leave: { removes: ['target_addr'] },
  },
  friend_requests: {
    columns: ['requester_addr', 'target_addr'],
    export: { part: 'FriendRequests' },
    leave: { keeps: "pending ones are cancelled and refunded; the answered ones are others' too" },
  },
  friendships: {
    columns: ['wallet_addr', 'friend_addr'],
    export: { part: 'Friends' },
    leave: { removes: ['wallet_addr', 'friend_addr'] },
  },
  album_photos: {
    columns: ['wallet_addr'],
    export: { part: 'Album' },
    leave: { removes: ['wallet_addr'] },
  },
  album_slot_rewards: {
    columns: ['wallet_addr'],
    export: { part: 'PaidAlbumSlots' },
    leave: { keeps: 'the paid slots hold across leaving: joining again pays no slot twice' },
  },
  album_likes: {
    columns: ['wallet_addr', 'target_addr'],
    export: { part: 'LikesGiven' },
    leave: { removes: ['target_addr'] },
  },
  user_badges: {
    columns: ['wallet_addr'],
    export: { part: 'Badges' },
    leave: { keeps: 'bought on chain: the badges are the wallet’s' },
  },
  badge_purchases: {
    columns: ['wallet_addr'],
    export: { part: 'BadgePurchases' },
    leave: { keeps: 'the record of payments on chain' },
  },
  badge_signed_purchases: {
    columns: ['wallet_addr'],
    export: { part: 'SignedBadgePurchases' },
    leave: { keeps: 'the record of payments on chain' },
  },
  oauth_states: {
    columns: ['wallet_addr'],
    export: { none: 'a linking step in flight, minutes long' },
    leave: { keeps: 'expires within minutes; linking needs a MeMap' },
  },
}
