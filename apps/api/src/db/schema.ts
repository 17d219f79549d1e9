import type { Address } from '@memap/shared/address'
import type { WhoomHistoryType } from '@memap/shared/economy'
import type { NotificationType } from '@memap/shared/notifications'
import type { Generated } from 'kysely'

/**
 * Table types; each module owns its tables (see docs/ARCHITECTURE.md). Wallet columns (`*_addr`,
 * `counterpart`) are `Address`: only addresses the API checked are written to them.
 */
export interface Database {
  auth_nonces: AuthNonceTable
  sessions: SessionTable
  users: UserTable
  member_search_terms: MemberSearchTermTable
  profile_visits: ProfileVisitTable
  point_balances: PointBalanceTable
  point_ledger: PointLedgerTable
  notifications: NotificationTable
  notification_reads: NotificationReadTable
  blocks: BlockTable
  reports: ReportTable
  moderation_audit: ModerationAuditTable
  chain_jobs: ChainJobTable
  chain_txs: ChainTxTable
  chain_tx_attempts: ChainTxAttemptTable
  withdrawals: WithdrawalTable
  daily_interactions: DailyInteractionTable
  daily_uploads: DailyUploadTable
  emotions: EmotionTable
  user_emotions: UserEmotionTable
  cheers: CheerTable
  friend_requests: FriendRequestTable
  friendships: FriendshipTable
  album_photos: AlbumPhotoTable
  album_slot_rewards: AlbumSlotRewardTable
  album_likes: AlbumLikeTable
  badges: BadgeTable
  user_badges: UserBadgeTable
  badge_purchases: BadgePurchaseTable
  badge_signed_purchases: BadgeSignedPurchaseTable
  oauth_states: OAuthStateTable
  worker_leases: WorkerLeaseTable
  rate_limits: RateLimitTable
  push_subscriptions: PushSubscriptionTable
  push_outbox: PushOutboxTable
  push_settings: PushSettingsTable
}

export interface AuthNonceTable {
  nonce: string
  created_at: string
  used_at: string | null
}

export interface SessionTable {
  id_hash: string
  /** What the member sees of the session (GET /v0/auth/sessions): opaque, not the hash. */
  public_id: string
  wallet_addr: Address
  /** The browser's User-Agent at sign-in, cut to 200 characters. */
  user_agent: string | null
  created_at: string
  /** Written at most once a minute. */
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
}

export interface UserTable {
  wallet_addr: Address
  name: string
  name_key: string
  description: string
  profile_image: string | null
  x: string | null
  telegram: string | null
  linkedin: string | null
  custom_url: string | null
  x_id: string | null
  telegram_id: string | null
  svn: number
  open_profile: number
  token_id: string | null
  created_at: string
  updated_at: string
  /** Set when a moderator suspended the member: no sign-in, and the profile answers 404. */
  suspended_at: string | null
}

/**
 * What each member can be found by (packages/shared/src/search-terms.ts): the profiles module
 * writes a member's rows with their name.
 */
export interface MemberSearchTermTable {
  wallet_addr: Address
  /** TERM_PARTS: the whole name, inside it, its initials, inside them. */
  part: number
  term: string
}

export interface PointBalanceTable {
  wallet_addr: Address
  balance: number
}

export interface PointLedgerTable {
  id: Generated<number>
  wallet_addr: Address
  type: WhoomHistoryType
  amount: number
  counterpart: Address | null
  info: string | null
  idempotency_key: string
  created_at: string
}

export interface NotificationTable {
  id: Generated<number>
  wallet_addr: Address
  type: NotificationType
  info: string | null
  value: number
  actor_addr: Address | null
  target_addr: Address | null
  select_status: number
  created_at: string
}

/** How far the wallet has read its notifications: every id up to `read_up_to` is read. */
export interface NotificationReadTable {
  wallet_addr: Address
  read_up_to: number
  updated_at: string
}

/** `blocker_addr` blocks `blocked_addr`: no requests, cheers or likes between them. */
export interface BlockTable {
  blocker_addr: Address
  blocked_addr: Address
  created_at: string
}

/** A member's report of another member (`album_id` null) or of one of their photos. */
export interface ReportTable {
  id: Generated<number>
  reporter_addr: Address
  target_addr: Address
  album_id: number | null
  /** `<target>:profile` or `<target>:photo:<album_id>`: one open report each per reporter. */
  target_key: string
  reason: string
  details: string
  status: 'open' | 'resolved'
  created_at: string
  resolved_at: string | null
}

/** Every moderator action, with who and when. */
export interface ModerationAuditTable {
  id: Generated<number>
  moderator_addr: Address
  report_id: number
  action: string
  target_addr: Address
  album_id: number | null
  detail: string | null
  created_at: string
}

export interface ChainJobTable {
  id: Generated<number>
  kind: string
  wallet_addr: Address
  amount: string | null
  idempotency_key: string
  status: string
  nonce: number | null
  raw_tx: string | null
  tx_hash: string | null
  result: string | null
  attempts: number
  last_error: string | null
  created_at: string
  updated_at: string
  /** The transaction that carries the job, once signed (chain/tx-store.ts). */
  tx_id: number | null
  batch_index: number | null
}

export interface ChainTxTable {
  id: Generated<number>
  sender: Address
  nonce: number
  /** The contract called, or the wallet the faucet pays. */
  to_addr: Address
  data: string
  value: string
  gas: string
  status: string
  block_number: number | null
  block_hash: string | null
  mined_hash: string | null
  created_at: string
  updated_at: string
}

export interface ChainTxAttemptTable {
  hash: string
  tx_id: number
  raw_tx: string
  max_fee_per_gas: string
  max_priority_fee_per_gas: string
  signed_at: string
}

export interface ProfileVisitTable {
  profile_addr: Address
  day: string
  visitor_addr: Address
}

export interface DailyInteractionTable {
  wallet_addr: Address
  day: string
  used: number
}

export interface DailyUploadTable {
  wallet_addr: Address
  day: string
  used: number
}

export interface EmotionTable {
  id: number
  name: string
  hidden: number
}

export interface UserEmotionTable {
  id: Generated<number>
  wallet_addr: Address
  emotion_id: number
  description: string
  day: string
  created_at: string
}

export interface CheerTable {
  user_emotion_id: number
  wallet_addr: Address
  target_addr: Address
  day: string
  created_at: string
}

export interface FriendRequestTable {
  id: Generated<number>
  requester_addr: Address
  target_addr: Address
  pair_key: string
  amount: number
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled'
  created_at: string
  answered_at: string | null
}

export interface FriendshipTable {
  wallet_addr: Address
  friend_addr: Address
  since: string
}

export interface AlbumPhotoTable {
  id: Generated<number>
  wallet_addr: Address
  slot: number
  image: string
  created_at: string
}

/** How many album slots' +5 the wallet holds (paid uploads less charged deletes, 0 to 9). */
export interface AlbumSlotRewardTable {
  wallet_addr: Address
  paid: number
}

export interface AlbumLikeTable {
  photo_id: number
  wallet_addr: Address
  target_addr: Address
  day: string
  created_at: string
}

export interface BadgeTable {
  id: number
  group_name: string
  name: string
  price: number
}

export interface UserBadgeTable {
  wallet_addr: Address
  badge_id: number
  active: number
  acquired_at: string
}

/** A payment used: it granted the badge, or (`refunded` 1) the wallet had it and is paid back. */
export interface BadgePurchaseTable {
  tx_hash: string
  wallet_addr: Address
  badge_id: number
  price: number
  created_at: string
  refunded: Generated<number>
  /** The refund's transaction, once confirmed. */
  refund_tx_hash: string | null
}

/** A badge bought with a signed permit, relayed by the server: 'pending', 'confirmed', 'failed'. */
export interface BadgeSignedPurchaseTable {
  id: Generated<number>
  wallet_addr: Address
  badge_id: number
  price: number
  deadline: string
  signature: string
  status: 'pending' | 'confirmed' | 'failed'
  tx_hash: string | null
  failure: string | null
  created_at: string
  updated_at: string
}

export interface OAuthStateTable {
  state: string
  wallet_addr: Address
  created_at: string
  used_at: string | null
}

export interface WorkerLeaseTable {
  name: string
  owner: string
  expires_at: string
}

export interface RateLimitTable {
  key: string
  window_start: number | string
  count: number
}

export interface WithdrawalTable {
  id: Generated<number>
  wallet_addr: Address
  /** Whole Whoom debited, the fee included. */
  amount: number
  fee: number
  job_key: string
  status: 'pending' | 'paid'
  tx_hash: string | null
  created_at: string
  paid_at: string | null
}

/** A device's Web Push subscription (modules/push). */
export interface PushSubscriptionTable {
  id: Generated<number>
  endpoint: string
  p256dh: string
  auth: string
  wallet_addr: Address
  /** The public id of the session it was made in, and when that session expires. */
  session_id: string
  session_expires_at: string
  /** The push kinds it receives, one bit each (modules/push/kinds.ts). */
  kinds: number
  language: 'en' | 'ko'
  created_at: string
  updated_at: string
}

/** A push waiting to be sent, or sent within the last minute (its kind's count). */
export interface PushOutboxTable {
  id: Generated<number>
  subscription_id: number
  wallet_addr: Address
  /** A push kind, or `test`. */
  kind: string
  actor_addr: Address | null
  actor_name: string | null
  value: number
  created_at: string
  due_at: string
  attempts: Generated<number>
  claimed_by: string | null
  claimed_until: string | null
  sent_at: string | null
}

export interface PushSettingsTable {
  wallet_addr: Address
  quiet_from: string | null
  quiet_to: string | null
  time_zone: string
  updated_at: string
}
