import {
  albumDeleteBodySchema,
  albumInfoQuerySchema,
  albumInfoSchema,
  albumLikeBodySchema,
  albumListQuerySchema,
  albumSlotSchema,
  albumUploadAnswerSchema,
  albumUploadFieldsSchema,
} from '@memap/shared/albums'
import { envelopeSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { uploadedFileSchema } from '../../storage/uploaded-file.ts'
import type { AlbumsService } from './service.ts'

const done = envelopeSchema(z.literal(true))

export async function albumsRoutes(app: FastifyInstance, { albums }: { albums: AlbumsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/albums/list',
    {
      config: { access: 'public' },
      schema: {
        summary: "A member's Top 9, by slot",
        querystring: albumListQuerySchema,
        response: { 200: envelopeSchema(z.array(albumSlotSchema)) },
      },
    },
    async (request) => ({ data: await albums.list(request.query.walletAddr) }),
  )

  routes.get(
    '/albums/info',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One photo with its owner, likes and whether the viewer liked it',
        querystring: albumInfoQuerySchema,
        response: { 200: envelopeSchema(albumInfoSchema) },
      },
    },
    async (request) => ({
      data: await albums.info(request.query.albumId, request.query.walletAddr),
    }),
  )

  routes.put(
    '/albums/upload',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Adds a photo to the album (+5 Whoom; +15 once when it first holds 9)',
        consumes: ['multipart/form-data'],
        body: albumUploadFieldsSchema.extend({ file: uploadedFileSchema }),
        response: { 200: envelopeSchema(albumUploadAnswerSchema) },
      },
    },
    async (request) => ({ data: await albums.upload(request.body.walletAddr, request.body.file) }),
  )

  routes.delete(
    '/albums/delete',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Deletes one of your photos (costs 10 Whoom)',
        body: albumDeleteBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await albums.remove(request.body.walletAddr, request.body.userAlbumId)
      return { data: true as const }
    },
  )

  routes.post(
    '/albums/like/request',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Likes another member's photo (+2 Whoom to each side)",
        body: albumLikeBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await albums.like(request.body.walletAddr, request.body.albumId)
      return { data: true as const }
    },
  )
}
