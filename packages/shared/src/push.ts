import { z } from 'zod'
import { addressSchema } from './address.ts'
import { checkedByServer } from './server-checks.ts'
import { text } from './text.ts'

/**
 * What a member may be sent to a device (Web Push, PRODUCT.md §2, /settings): a friend request received, one
 * accepted, a cheer of their emotion, a like of their photo, Whoom earned (rewards, a withdrawal
 * paid). A subscription receives every kind unless it names some.
 */
export const PUSH_KINDS = ['friend_request', 'friend_accepted', 'cheer', 'like', 'reward'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** What a push says, as the service worker shows it: the five kinds, and a test the member asked. */
export type PushPayloadKind = PushKind | 'test'

/** The most subscriptions (devices) a wallet keeps; a new one beyond it drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_WALLET = 10

/** Base64url without padding, as `PushSubscription.toJSON()` gives keys. */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`))

/** The browser's `PushSubscription.toJSON()`, less `expirationTime`, which no browser sets. */
export const browserSubscriptionSchema = checkedByServer(
  z.object({
    endpoint: text({ minLength: 1, maxLength: 1024 }),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64url(65),
      /** The browser's authentication secret (16 bytes). */
      auth: base64url(16),
    }),
  }),
  'the endpoint is an https URL of a push service this server sends to (PUSH_SERVICE_HOSTS), written as the browser gives it; p256dh is a point of P-256',
)

/** A kind named twice is taken once. */
const kindsSchema = z.array(z.enum(PUSH_KINDS)).min(1).max(PUSH_KINDS.length)

/**
 * `POST /v0/push/subscribe`: this device's subscription for the session's wallet, with the kinds
 * it receives (all when left out). Subscribing an endpoint again replaces what it receives; an
 * endpoint another wallet held moves to this one (the browser's subscription is the device's).
 */
export const pushSubscribeBodySchema = z.object({
  walletAddr: addressSchema,
  subscription: browserSubscriptionSchema,
  types: kindsSchema.optional(),
})

/** `POST /v0/push/unsubscribe`: the wallet's subscription of this endpoint ends. */
export const pushUnsubscribeBodySchema = z.object({
  walletAddr: addressSchema,
  endpoint: text({ minLength: 1, maxLength: 1024 }),
})
export const pushUnsubscribedSchema = z.object({ Removed: z.boolean() })

/** The owner, named in the query of the reads and in the body of `POST /v0/push/test`. */
export const pushOwnerSchema = z.object({ walletAddr: addressSchema })

/** One device's subscription, as the member sees it (never its keys or full endpoint). */
export const pushSubscriptionSchema = z.object({
  /** The push service it goes through (fcm.googleapis.com, web.push.apple.com…). */
  Host: z.string(),
  Kinds: z.array(z.enum(PUSH_KINDS)),
  /** The language its pushes are written in. */
  Language: z.enum(['en', 'ko']),
  /** The session (device) it belongs to: the `SessionId` of `GET /v0/auth/sessions`. */
  SessionId: z.string(),
  /** It belongs to the session of this request. */
  Current: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
})
export type PushSubscriptionView = z.output<typeof pushSubscriptionSchema>

/** `HH:MM`, 00:00 to 23:59. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM, 00:00 to 23:59')

/**
 * `PUT /v0/push/settings`: quiet hours, in the member's time zone (pushes wait for their end;
 * `from` after `to` spans midnight; equal times are refused), or null for none. The zone is the
 * body's `timeZone`, else the `memap_time_zone` cookie, else Seoul's.
 */
export const pushSettingsBodySchema = z.object({
  walletAddr: addressSchema,
  quietHours: z
    .object({ from: clockTime, to: clockTime })
    .refine((hours) => hours.from !== hours.to, 'from and to must differ')
    .nullable(),
  timeZone: checkedByServer(z.string().min(1).max(64), 'an IANA time zone name').optional(),
})

export const pushSettingsSchema = z.object({
  QuietHours: z.object({ From: z.string(), To: z.string() }).nullable(),
  TimeZone: z.string(),
})
export type PushSettings = z.output<typeof pushSettingsSchema>

/** `POST /v0/push/test`: how many of this device's subscriptions a test push was queued for. */
export const pushTestSchema = z.object({ Queued: z.number().int() })

/**
 * What a push carries, encrypted to the device (at most 3 KB), for the service worker to show:
 * `showNotification(title, { body, icon, tag, lang, data: { url } })`. `tag` is the same for
 * pushes that replace each other (several cheers within a minute: "Mina and 4 others cheered
 * you"); `url` is the app's path a tap opens; `icon` the sender's picture, when there is one.
 */
export interface PushPayload {
  kind: PushPayloadKind
  title: string
  body: string
  url: string
  icon?: string
  tag: string
  lang: 'en' | 'ko'
}
