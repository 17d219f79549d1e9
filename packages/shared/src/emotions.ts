import { z } from 'zod'
import { addressSchema } from './address.ts'
import { emotionReasonSchema, ID_MAX } from './rules.ts'

const idSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(ID_MAX, `must be at most ${ID_MAX}`)

/** `GET /v0/emotion/list?adminStatus=`. */
export const emotionListQuerySchema = z.object({
  adminStatus: z.enum(['true', 'false']).default('false'),
})
export const emotionSchema = z.object({ EmotionId: z.number().int(), EmotionName: z.string() })

/** `POST /v0/emotion/user-emotion/create`. */
export const createUserEmotionBodySchema = z.object({
  walletAddr: addressSchema,
  emotionId: idSchema,
  description: emotionReasonSchema,
})
export const createdUserEmotionSchema = z.object({ UserEmotionId: z.string() })

/** `GET /v0/emotion/user-emotion/info?walletAddr=&userEmotionId=`. */
export const userEmotionInfoQuerySchema = z.object({
  walletAddr: z
    .union([z.literal(''), addressSchema])
    .optional()
    .transform((value) => value || undefined),
  userEmotionId: idSchema,
})
export const userEmotionInfoSchema = z.object({
  Description: z.string(),
  TotalCheers: z.number().int(),
  CheersStatus: z.boolean(),
})

/** `POST /v0/emotion/cheers/request`. */
export const cheerBodySchema = z.object({ walletAddr: addressSchema, userEmotionId: idSchema })

/** The identity-graph ObjectId of an emotion, as /findnetwork passes it back. */
export const emotionObjectId = (emotionId: number) => `emotion:${emotionId}`
