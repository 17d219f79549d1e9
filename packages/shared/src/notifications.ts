import { z } from 'zod'
import { addressSchema } from './address.ts'

export const NOTIFICATION_PAGE_SIZE = 20

export const notificationEntrySchema = z.object({
  NotificationId: z.number().int(),
  WhoomHistoryTypeName: z.string(),
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
