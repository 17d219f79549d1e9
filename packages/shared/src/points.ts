import { z } from 'zod'
import { addressSchema } from './address.ts'

/** `GET /v0/point/check-user`: the balance, and whether it covers `point` when given. */
export const checkUserPointQuerySchema = z.object({
  walletAddr: addressSchema,
  point: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
})
export const pointBalanceSchema = z.object({
  Value: z.number().int(),
  Checker: z.boolean().optional(),
})
