import {
  appliedBadgesSchema,
  applyBadgesBodySchema,
  badgeGroupSchema,
  badgePermitQuerySchema,
  badgePermitSchema,
  ownedBadgeSchema,
  ownedBadgesQuerySchema,
  pendingBadgeSchema,
  purchaseBadgeBodySchema,
  purchaseSignedBodySchema,
  signedPurchaseSchema,
  walletPurchaseSchema,
} from '@memap/shared/badges'
import * as endpoints from '@memap/shared/endpoints/badges'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import { withForms } from '../../plugins/forms.ts'
import type { BadgesService } from './service.ts'

export async function badgesRoutes(app: FastifyInstance, { badges }: { badges: BadgesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.badgeCatalogue,
      { data: z.array(badgeGroupSchema) },
      'The badge catalogue by group, prices in whole Whoom',
    ),
    handler: async () => ({ data: await badges.catalogue() }),
  })

  routes.route({
    ...served(
      endpoints.ownedBadges,
      { query: ownedBadgesQuerySchema, data: z.array(ownedBadgeSchema) },
      "A member's badges and which are active",
    ),
    handler: async (request) => ({ data: await badges.owned(request.query.walletAddr) }),
  })

  routes.route({
    ...served(
      endpoints.applyBadges,
      { body: applyBadgesBodySchema, data: appliedBadgesSchema },
      'Sets the listed owned badges active and the rest inactive',
    ),
    handler: async (request) => ({
      data: { active: await badges.apply(request.actor(), request.body.badgeIds) },
    }),
  })

  await withForms(app, (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>()
    const purchase = served(
      endpoints.purchaseBadge,
      { body: purchaseBadgeBodySchema, data: walletPurchaseSchema },
      "Takes a verified on-chain payment (Whoom's transferAndCall): grants the badge, or, if the wallet owns it already, sends the payment back",
    )
    forms.route({
      ...purchase,
      // The web app sends JSON; the original clients sent a form, still taken.
      schema: { ...purchase.schema, consumes: ['multipart/form-data', 'application/json'] },
      handler: async (request) => {
        const { badgeId, transaction } = request.body
        return { data: await badges.purchase(request.actor(), badgeId, transaction) }
      },
    })
  })

  routes.route({
    ...served(
      endpoints.pendingBadges,
      { query: ownedBadgesQuerySchema, data: z.array(pendingBadgeSchema) },
      "The member's badges bought with a signature whose transaction has not confirmed yet",
    ),
    handler: async (request) => ({ data: await badges.signed.pending(request.actor()) }),
  })

  routes.route({
    ...served(
      endpoints.badgePermit,
      { query: badgePermitQuerySchema, data: badgePermitSchema },
      'The EIP-712 typed data of the Whoom permit that pays for a badge, for eth_signTypedData_v4',
    ),
    handler: async (request) => ({
      data: await badges.signed.permit(request.actor(), request.query.badgeId),
    }),
  })

  routes.route({
    ...served(
      endpoints.purchaseBadgeSigned,
      { body: purchaseSignedBodySchema, data: signedPurchaseSchema },
      'Queues a badge purchase paid with a signed permit; the server sends it and pays the gas',
    ),
    handler: async (request) => ({
      data: await badges.signed.purchase(request.actor(), request.body),
    }),
  })
}
