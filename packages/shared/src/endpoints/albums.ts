import type { z } from 'zod'
import type * as albums from '../albums.ts'
import { ownerEndpoint, publicEndpoint, viewerEndpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The Top 9 album and its likes (PRODUCT.md §7, §14).

export const albumSlots = publicEndpoint<{
  query: typeof albums.albumListQuerySchema
  data: z.ZodArray<typeof albums.albumSlotSchema>
}>('GET', '/albums/list')

export const albumPhoto = viewerEndpoint<{
  query: typeof albums.albumInfoQuerySchema
  data: typeof albums.albumInfoSchema
}>('GET', '/albums/info')

export const uploadPhoto = ownerEndpoint<{
  body: typeof albums.albumUploadFieldsSchema
  form: true
  file: 'required'
  data: typeof albums.albumUploadAnswerSchema
}>('PUT', '/albums/upload', 'form')

export const deletePhoto = ownerEndpoint<{
  body: typeof albums.albumDeleteBodySchema
  data: typeof doneSchema
}>('DELETE', '/albums/delete')

export const likePhoto = ownerEndpoint<{
  body: typeof albums.albumLikeBodySchema
  data: typeof doneSchema
}>('POST', '/albums/like/request')
