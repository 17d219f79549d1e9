import { z } from 'zod'
import { addressSchema } from './address.ts'
import { WHOOM_HISTORY_TYPES } from './economy.ts'

export const NOTIFICATION_PAGE_SIZE = 20

/**
 * The notifications that are no Whoom movement: a friend request received or accepted, a name the
 * server changed, a signed badge purchase settled on chain, a payment for a badge the wallet
 * already had sent back to it on chain, a withdrawal's Whoom that reached the wallet (its
 * information: the paying transaction's hash).
 */
export const NOTICE_TYPES = [
  'friend_receive',
  'friend_request_accept',
  'name_changed',
  'badge_purchased',
  'badge_purchase_failed',
  'badge_payment_refunded',
  'withdrawal_paid',
] as const

/**
 * Every type a notification has: a Whoom movement's (its ledger row's type) or a notice's. The
 * API writes only these, the stream sends them, and the web's texts and refetches are keyed by them.
 */
export const NOTIFICATION_TYPES = [...WHOOM_HISTORY_TYPES, ...NOTICE_TYPES] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const notificationEntrySchema = z.object({
  NotificationId: z.number().int(),
  WhoomHistoryTypeName: z.enum(NOTIFICATION_TYPES),
  WhoomHistoryInformation: z.string(),
  Value: z.number().int(),
  WalletAddr: z.string(),
  TargetWalletAddr: z.string(),
  CreateAt: z.string(),
  SelectStatus: z.boolean(),
  /** A friend request once answered: how; null for any other notification. */
  Answer: z.enum(['accepted', 'declined']).nullable(),
})
export const notificationPageSchema = z.object({
  History: z.array(notificationEntrySchema),
  Index: z.number().int(),
})

/** `GET /v0/notification/unread-count`: how many came since the owner last read them. */
export const unreadCountSchema = z.object({ Count: z.number().int() })

/** The owner, named in the unread count's query and in the body of `POST /v0/notification/read`. */
export const notificationOwnerSchema = z.object({ walletAddr: addressSchema })
