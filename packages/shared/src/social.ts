import { z } from 'zod'
import { addressSchema } from './address.ts'

export const X_SCOPES = 'tweet.read users.read follows.read follows.write'

/** The Telegram login widget's payload: its fields, each signed, and the hash over them. */
export const telegramAuthDataSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    first_name: z.string().max(256).optional(),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(2048).optional(),
    auth_date: z.coerce.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
  })
  .strict()

/** `POST /v0/auth/telegram`. */
export const telegramLinkBodySchema = z.object({
  walletAddr: addressSchema,
  authData: telegramAuthDataSchema,
})

/** `POST /v0/auth/x/updateStatus`: an empty `x` unlinks the X account. */
export const xUpdateStatusBodySchema = z.object({
  wallet_addr: addressSchema,
  x: z.literal('', { error: 'may only be empty: link an X account through /v0/auth/x' }),
})
export const xUnlinkedSchema = z.literal('')
