import {
  cheerBodySchema,
  createdUserEmotionSchema,
  createUserEmotionBodySchema,
  emotionListQuerySchema,
  emotionSchema,
  userEmotionInfoQuerySchema,
  userEmotionInfoSchema,
} from '@memap/shared/emotions'
import { envelopeSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EmotionsService } from './service.ts'

export async function emotionsRoutes(
  app: FastifyInstance,
  { emotions }: { emotions: EmotionsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/emotion/list',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The emotion catalogue; adminStatus=true adds the hidden ones',
        querystring: emotionListQuerySchema,
        response: { 200: envelopeSchema(z.array(emotionSchema)) },
      },
    },
    async (request) => ({ data: await emotions.catalogue(request.query.adminStatus === 'true') }),
  )

  routes.post(
    '/emotion/user-emotion/create',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Posts today's emotion and its reason (once a Seoul day, +5 Whoom)",
        body: createUserEmotionBodySchema,
        response: { 200: envelopeSchema(createdUserEmotionSchema) },
      },
    },
    async (request) => {
      const { walletAddr, emotionId, description } = request.body
      return { data: await emotions.post(walletAddr, emotionId, description) }
    },
  )

  routes.get(
    '/emotion/user-emotion/info',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The reason and cheers of a posted emotion (403 when kept private)',
        querystring: userEmotionInfoQuerySchema,
        response: { 200: envelopeSchema(userEmotionInfoSchema) },
      },
    },
    async (request) => {
      const { userEmotionId, walletAddr } = request.query
      const signedIn = await request.sessionWallet()
      return { data: await emotions.info(userEmotionId, walletAddr, signedIn) }
    },
  )

  routes.post(
    '/emotion/cheers/request',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Cheers another member's emotion (+2 Whoom to each side)",
        body: cheerBodySchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await emotions.cheer(request.body.walletAddr, request.body.userEmotionId)
      return { data: true as const }
    },
  )
}
