import type { z } from 'zod'
import type * as albums from '../albums.ts'
import { endpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The Top 9 album and its likes (PRODUCT.md §7, §14).

export const albumSlots = endpoint<{
  query: typeof albums.albumListQuerySchema
  data: z.ZodArray<typeof albums.albumSlotSchema>
}>('GET', '/albums/list')

export const albumPhoto = endpoint<{
  query: typeof albums.albumInfoQuerySchema
  data: typeof albums.albumInfoSchema
}>('GET', '/albums/info')

export const uploadPhoto = endpoint<{
  body: typeof albums.albumUploadFieldsSchema
  form: true
  file: true
  data: typeof albums.albumUploadAnswerSchema
}>('PUT', '/albums/upload', 'form')

export const deletePhoto = endpoint<{
  body: typeof albums.albumDeleteBodySchema
  data: typeof doneSchema
}>('DELETE', '/albums/delete')

export const likePhoto = endpoint<{
  body: typeof albums.albumLikeBodySchema
  data: typeof doneSchema
}>('POST', '/albums/like/request')
