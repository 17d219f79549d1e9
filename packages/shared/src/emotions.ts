import { z } from 'zod'
import { addressSchema } from './address.ts'
import { emotionReasonSchema, rowIdSchema } from './rules.ts'
import { checkedByServer } from './server-checks.ts'

/** `GET /v0/emotion/list?adminStatus=`. */
export const emotionListQuerySchema = z.object({
  adminStatus: z.enum(['true', 'false']).default('false'),
})
export const emotionSchema = z.object({ EmotionId: z.number().int(), EmotionName: z.string() })

/** `POST /v0/emotion/user-emotion/create`. */
export const createUserEmotionBodySchema = z.object({
  walletAddr: addressSchema,
  emotionId: checkedByServer(rowIdSchema(), 'an emotion of the catalogue (GET /v0/emotion/list)'),
  description: emotionReasonSchema,
})
/** The posted emotion, and the Whoom it paid (0 when the wallet was paid for this Seoul day). */
export const createdUserEmotionSchema = z.object({
  UserEmotionId: z.string(),
  Reward: z.number().int(),
})

/** `GET /v0/emotion/user-emotion/info?walletAddr=&userEmotionId=`. */
export const userEmotionInfoQuerySchema = z.object({
  walletAddr: z
    .union([z.literal(''), addressSchema])
    .optional()
    .transform((value) => value || undefined),
  userEmotionId: rowIdSchema(),
})
export const userEmotionInfoSchema = z.object({
  Description: z.string(),
  TotalCheers: z.number().int(),
  CheersStatus: z.boolean(),
})

/** `POST /v0/emotion/cheers/request`. */
export const cheerBodySchema = z.object({ walletAddr: addressSchema, userEmotionId: rowIdSchema() })

/** The identity-graph ObjectId of an emotion, as /findnetwork passes it back. */
export const emotionObjectId = (emotionId: number) => `emotion:${emotionId}`
