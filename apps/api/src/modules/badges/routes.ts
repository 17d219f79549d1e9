import {
  appliedBadgesSchema,
  applyBadgesBodySchema,
  badgeGroupSchema,
  ownedBadgeSchema,
  ownedBadgesQuerySchema,
  purchaseBadgeBodySchema,
} from '@memap/shared/badges'
import * as endpoints from '@memap/shared/endpoints/badges'
import { doneSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import type { BadgesService } from './service.ts'

export async function badgesRoutes(app: FastifyInstance, { badges }: { badges: BadgesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.badgeCatalogue,
      { data: z.array(badgeGroupSchema) },
      'The badge catalogue by group, prices in whole Whoom',
    ),
    config: { access: 'public' },
    handler: async () => ({ data: await badges.catalogue() }),
  })

  routes.route({
    ...served(
      endpoints.ownedBadges,
      { query: ownedBadgesQuerySchema, data: z.array(ownedBadgeSchema) },
      "A member's badges and which are active",
    ),
    config: { access: 'public' },
    handler: async (request) => ({ data: await badges.owned(request.query.walletAddr) }),
  })

  routes.route({
    ...served(
      endpoints.applyBadges,
      { body: applyBadgesBodySchema, data: appliedBadgesSchema },
      'Sets the listed owned badges active and the rest inactive',
    ),
    config: { access: 'owner' },
    handler: async (request) => ({
      data: { active: await badges.apply(request.body.walletAddr, request.body.badgeIds) },
    }),
  })

  const purchase = served(
    endpoints.purchaseBadge,
    { body: purchaseBadgeBodySchema, data: doneSchema },
    "Grants a badge once its on-chain payment (Whoom's transferAndCall) is verified",
  )
  routes.route({
    ...purchase,
    // The web app sends JSON; the original clients sent a form, still taken.
    schema: { ...purchase.schema, consumes: ['multipart/form-data', 'application/json'] },
    config: { access: 'owner' },
    handler: async (request) => {
      const { walletAddr, badgeId, transaction } = request.body
      await badges.purchase(walletAddr, badgeId, transaction)
      return { data: true as const }
    },
  })
}
