import { z } from 'zod'
import { addressSchema } from './address.ts'
import { notificationEntrySchema } from './notifications.ts'

/** `GET /v0/account/export?walletAddr=`: everything the server holds about the owner's wallet. */
export const accountExportQuerySchema = z.object({ walletAddr: addressSchema })

const row = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape))

export const accountExportSchema = z.object({
  WalletAddr: addressSchema,
  ExportedAt: z.string(),
  Profile: z
    .object({
      Name: z.string(),
      Description: z.string(),
      ProfileImage: z.string(),
      Svn: z.number().int(),
      OpenProfile: z.boolean(),
      TokenId: z.string(),
      CustomUrl: z.string(),
      Linkedin: z.string(),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .nullable(),
  LinkedAccounts: z.object({ X: z.string(), Telegram: z.string() }),
  Sessions: row({
    SessionId: z.string(),
    UserAgent: z.string(),
    CreatedAt: z.string(),
    LastSeenAt: z.string(),
    ExpiresAt: z.string(),
    Ended: z.boolean(),
  }),
  Emotions: row({
    UserEmotionId: z.number().int(),
    EmotionName: z.string(),
    Reason: z.string(),
    Day: z.string(),
    CreatedAt: z.string(),
    Cheers: z.number().int(),
  }),
  CheersGiven: row({ UserEmotionId: z.number().int(), To: z.string(), CreatedAt: z.string() }),
  Friends: row({ WalletAddr: z.string(), Since: z.string() }),
  FriendRequests: row({
    From: z.string(),
    To: z.string(),
    Amount: z.number().int(),
    Status: z.string(),
    CreatedAt: z.string(),
    AnsweredAt: z.string().nullable(),
  }),
  Blocked: row({ WalletAddr: z.string(), BlockedAt: z.string() }),
  Album: row({
    UserAlbumId: z.number().int(),
    Slot: z.number().int(),
    ImageUrl: z.string(),
    CreatedAt: z.string(),
    Likes: z.number().int(),
  }),
  LikesGiven: row({ UserAlbumId: z.number().int(), To: z.string(), CreatedAt: z.string() }),
  /** Album slots whose +5 the wallet holds (kept across leaving, PRODUCT.md §12). */
  PaidAlbumSlots: z.number().int(),
  Badges: row({
    BadgeId: z.number().int(),
    Group: z.string(),
    Name: z.string(),
    Active: z.boolean(),
    AcquiredAt: z.string(),
  }),
  /**
   * Payments used: each granted its badge, or (Refunded) came for a badge the wallet had and was
   * sent back, in RefundTxHash once confirmed.
   */
  BadgePurchases: row({
    TxHash: z.string(),
    BadgeId: z.number().int(),
    Price: z.number().int(),
    CreatedAt: z.string(),
    Refunded: z.boolean(),
    RefundTxHash: z.string().nullable(),
  }),
  /** Badges bought with a signed permit: pending, confirmed (with its transaction) or failed. */
  SignedBadgePurchases: row({
    BadgeId: z.number().int(),
    Price: z.number().int(),
    Status: z.enum(['pending', 'confirmed', 'failed']),
    TxHash: z.string().nullable(),
    CreatedAt: z.string(),
  }),
  /** Withdrawals to the chain: what reached the wallet, the fee, pending or paid (and by what). */
  Withdrawals: row({
    Received: z.number().int(),
    Fee: z.number().int(),
    Status: z.enum(['pending', 'paid']),
    TxHash: z.string().nullable(),
    CreatedAt: z.string(),
    PaidAt: z.string().nullable(),
  }),
  Points: z.object({
    Balance: z.number().int(),
    History: row({
      Type: z.string(),
      Amount: z.number().int(),
      Counterpart: z.string(),
      Info: z.string(),
      CreatedAt: z.string(),
    }),
  }),
  Notifications: z.array(notificationEntrySchema),
  /**
   * The devices that receive pushes: the push service's host and what each receives (never the
   * endpoint's secret path or the keys: docs/PRIVACY.md, "Push notifications").
   */
  PushSubscriptions: row({
    Host: z.string(),
    Kinds: z.array(z.string()),
    Language: z.string(),
    SessionId: z.string(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  }),
  /** Quiet hours, in the time zone they were set in; null for none. */
  PushQuietHours: z.object({ From: z.string(), To: z.string(), TimeZone: z.string() }).nullable(),
})
export type AccountExport = z.output<typeof accountExportSchema>

/** `POST /v0/account/delete`: the owner leaves MeMap (see docs/PRIVACY.md, "Leaving"). */
export const leaveBodySchema = z.object({ walletAddr: addressSchema })
