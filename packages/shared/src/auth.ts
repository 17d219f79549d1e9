import { z } from 'zod'
import { addressSchema } from './address.ts'

/** `POST /v0/auth/verify`: an EIP-4361 message and the wallet's signature of it. */
export const verifySignInBodySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
    .max(20_000)
    .transform((value) => value as `0x${string}`),
})

/** `GET /v0/auth/session` and `POST /v0/auth/verify`: who is signed in. */
export const sessionSchema = z.object({ address: addressSchema })
export type Session = z.output<typeof sessionSchema>

/** Sign-in nonces are valid this long after they are issued. */
export const SIGN_IN_NONCE_TTL_MS = 10 * 60 * 1000
/** A session lasts this long. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_COOKIE = 'memap_session'
