import { z } from 'zod'
import { addressSchema } from './address.ts'
import { checkedByServer } from './server-checks.ts'

/** `POST /v0/auth/verify`: an EIP-4361 message and the wallet's signature of it. */
export const verifySignInBodySchema = z.object({
  message: checkedByServer(
    z.string().min(1).max(4096),
    'an EIP-4361 message for this server (its domain, URI and chain id) with a nonce from GET /v0/auth/nonce, not expired, issued at most a minute ahead of the server clock',
  ),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
    .max(20_000)
    .transform((value) => value as `0x${string}`),
})

/** `GET /v0/auth/session` and `POST /v0/auth/verify`: who is signed in, and if a moderator. */
export const sessionSchema = z.object({ address: addressSchema, moderator: z.boolean() })
export type Session = z.output<typeof sessionSchema>
/** `POST /v0/auth/logout` answers `true`, with or without a session to end. */
export const loggedOutSchema = z.boolean()

/** Sign-in nonces are valid this long after they are issued. */
export const SIGN_IN_NONCE_TTL_MS = 10 * 60 * 1000
/** How far ahead of the server's clock a sign-in message's Issued At may be (the wallet's clock). */
export const SIGN_IN_CLOCK_SKEW_MS = 60 * 1000
/** A session lasts this long. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_COOKIE = 'memap_session'

/** `GET /v0/auth/sessions?walletAddr=`: the owner's live sessions, the most recently used first. */
export const sessionsQuerySchema = z.object({ walletAddr: addressSchema })
export const deviceSessionSchema = z.object({
  /** Opaque: names the session to end it, and is not its cookie. */
  SessionId: z.string(),
  CreatedAt: z.string(),
  LastSeenAt: z.string(),
  /** The browser it was opened from, as it said (may be empty). */
  UserAgent: z.string(),
  /** The session of this request. */
  Current: z.boolean(),
})
export type DeviceSession = z.output<typeof deviceSessionSchema>

/**
 * `POST /v0/auth/sessions/revoke`: ends one session (`sessionId`) or, with `all: true`, every
 * one but the current.
 */
export const revokeSessionsBodySchema = z.union([
  z
    .object({
      walletAddr: addressSchema,
      sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'must be a SessionId from the list'),
    })
    .strict(),
  z.object({ walletAddr: addressSchema, all: z.literal(true) }).strict(),
])
export const revokedSchema = z.object({ Revoked: z.number().int() })
