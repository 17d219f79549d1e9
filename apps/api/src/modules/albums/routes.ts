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
import * as endpoints from '@memap/shared/endpoints/albums'
import { doneSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import { withForms } from '../../plugins/forms.ts'
import type { AlbumsService } from './service.ts'

export async function albumsRoutes(app: FastifyInstance, { albums }: { albums: AlbumsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.albumSlots,
      { query: albumListQuerySchema, data: z.array(albumSlotSchema) },
      "A member's Top 9, by slot",
    ),
    handler: async (request) => ({ data: await albums.list(request.query.walletAddr) }),
  })

  routes.route({
    ...served(
      endpoints.albumPhoto,
      { query: albumInfoQuerySchema, data: albumInfoSchema },
      'One photo with its owner, likes and whether the viewer liked it',
    ),
    handler: async (request) => ({
      data: await albums.info(request.query.albumId, await request.sessionWallet()),
    }),
  })

  await withForms(app, (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>()
    forms.route({
      ...served(
        endpoints.uploadPhoto,
        {
          body: albumUploadFieldsSchema,
          form: true,
          file: 'required',
          data: albumUploadAnswerSchema,
        },
        'Adds a photo to the album (+5 Whoom; +15 once when it first holds 9)',
      ),
      handler: async (request) => ({
        data: await albums.upload(request.actor(), request.body.file),
      }),
    })
  })

  routes.route({
    ...served(
      endpoints.deletePhoto,
      { body: albumDeleteBodySchema, data: doneSchema },
      'Deletes one of your photos (costs 10 Whoom)',
    ),
    handler: async (request) => {
      await albums.remove(request.actor(), request.body.userAlbumId)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.likePhoto,
      { body: albumLikeBodySchema, data: doneSchema },
      "Likes another member's photo (+2 Whoom to each side)",
    ),
    handler: async (request) => {
      await albums.like(request.actor(), request.body.albumId)
      return { data: true as const }
    },
  })
}
