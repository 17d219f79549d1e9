import {
  applyBadgesBodySchema,
  badgeGroupSchema,
  ownedBadgeSchema,
  ownedBadgesQuerySchema,
  purchaseBadgeBodySchema,
} from '@memap/shared/badges'
import { envelopeSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { BadgesService } from './service.ts'

export async function badgesRoutes(app: FastifyInstance, { badges }: { badges: BadgesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/badge/list',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The badge catalogue by group, prices in whole Whoom',
        response: { 200: envelopeSchema(z.array(badgeGroupSchema)) },
      },
    },
    async () => ({ data: await badges.catalogue() }),
  )

  routes.get(
    '/badge/user/list/have',
    {
      config: { access: 'public' },
      schema: {
        summary: "A member's badges and which are active",
        querystring: ownedBadgesQuerySchema,
        response: { 200: envelopeSchema(z.array(ownedBadgeSchema)) },
      },
    },
    async (request) => ({ data: await badges.owned(request.query.walletAddr) }),
  )

  routes.post(
    '/badge/apply',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Sets the listed owned badges active and the rest inactive',
        body: applyBadgesBodySchema,
        response: { 200: envelopeSchema(z.object({ active: z.array(z.number().int()) })) },
      },
    },
    async (request) => ({
      data: { active: await badges.apply(request.body.walletAddr, request.body.badgeIds) },
    }),
  )

  routes.post(
    '/badge/purchase',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Grants a badge once its on-chain payment (Whoom's transferAndCall) is verified",
        consumes: ['multipart/form-data', 'application/json'],
        body: purchaseBadgeBodySchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      const { walletAddr, badgeId, transaction } = request.body
      await badges.purchase(walletAddr, badgeId, transaction)
      return { data: true as const }
    },
  )
}
