import type { z } from 'zod'
import type * as emotions from '../emotions.ts'
import { endpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The daily emotion and its cheers (PRODUCT.md §7, §14).

export const emotionCatalogue = endpoint<{
  query: typeof emotions.emotionListQuerySchema
  data: z.ZodArray<typeof emotions.emotionSchema>
}>('GET', '/emotion/list')

export const postEmotion = endpoint<{
  body: typeof emotions.createUserEmotionBodySchema
  data: typeof emotions.createdUserEmotionSchema
}>('POST', '/emotion/user-emotion/create')

export const postedEmotion = endpoint<{
  query: typeof emotions.userEmotionInfoQuerySchema
  data: typeof emotions.userEmotionInfoSchema
}>('GET', '/emotion/user-emotion/info')

export const cheerEmotion = endpoint<{
  body: typeof emotions.cheerBodySchema
  data: typeof doneSchema
}>('POST', '/emotion/cheers/request')
