import type { z } from 'zod'
import type * as emotions from '../emotions.ts'
import { ownerEndpoint, publicEndpoint, viewerEndpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The daily emotion and its cheers (PRODUCT.md §7, §14).

export const emotionCatalogue = publicEndpoint<{
  query: typeof emotions.emotionListQuerySchema
  data: z.ZodArray<typeof emotions.emotionSchema>
}>('GET', '/emotion/list')

export const postEmotion = ownerEndpoint<{
  body: typeof emotions.createUserEmotionBodySchema
  data: typeof emotions.createdUserEmotionSchema
}>('POST', '/emotion/user-emotion/create')

export const postedEmotion = viewerEndpoint<{
  query: typeof emotions.userEmotionInfoQuerySchema
  data: typeof emotions.userEmotionInfoSchema
}>('GET', '/emotion/user-emotion/info')

export const cheerEmotion = ownerEndpoint<{
  body: typeof emotions.cheerBodySchema
  data: typeof doneSchema
}>('POST', '/emotion/cheers/request')
