import {
  cheerBodySchema,
  createdUserEmotionSchema,
  createUserEmotionBodySchema,
  emotionListQuerySchema,
  emotionSchema,
  userEmotionInfoQuerySchema,
  userEmotionInfoSchema,
} from '@memap/shared/emotions'
import * as endpoints from '@memap/shared/endpoints/emotions'
import { doneSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import type { EmotionsService } from './service.ts'

export async function emotionsRoutes(
  app: FastifyInstance,
  { emotions }: { emotions: EmotionsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.emotionCatalogue,
      { query: emotionListQuerySchema, data: z.array(emotionSchema) },
      'The emotion catalogue; adminStatus=true adds the hidden ones',
    ),
    handler: async (request) => ({
      data: await emotions.catalogue(request.query.adminStatus === 'true'),
    }),
  })

  routes.route({
    ...served(
      endpoints.postEmotion,
      { body: createUserEmotionBodySchema, data: createdUserEmotionSchema },
      "Posts today's emotion and its reason (once a Seoul day, +5 Whoom)",
    ),
    handler: async (request) => {
      const { emotionId, description } = request.body
      return { data: await emotions.post(request.actor(), emotionId, description) }
    },
  })

  routes.route({
    ...served(
      endpoints.postedEmotion,
      { query: userEmotionInfoQuerySchema, data: userEmotionInfoSchema },
      'The reason and cheers of a posted emotion (403 when kept private)',
    ),
    handler: async (request) => {
      const viewer = await request.sessionWallet()
      return { data: await emotions.info(request.query.userEmotionId, viewer) }
    },
  })

  routes.route({
    ...served(
      endpoints.cheerEmotion,
      { body: cheerBodySchema, data: doneSchema },
      "Cheers another member's emotion (+2 Whoom to each side)",
    ),
    handler: async (request) => {
      await emotions.cheer(request.actor(), request.body.userEmotionId)
      return { data: true as const }
    },
  })
}
