import type { z } from 'zod'
import type * as badges from '../badges.ts'
import { ownerEndpoint, publicEndpoint } from '../endpoint.ts'

// Badges: the catalogue, a member's badges, wearing them, buying one on chain, paid from the
// wallet or with a signed permit that the server relays (PRODUCT.md §7, §13, §14).

export const badgeCatalogue = publicEndpoint<{ data: z.ZodArray<typeof badges.badgeGroupSchema> }>(
  'GET',
  '/badge/list',
)

export const ownedBadges = publicEndpoint<{
  query: typeof badges.ownedBadgesQuerySchema
  data: z.ZodArray<typeof badges.ownedBadgeSchema>
}>('GET', '/badge/user/list/have')

export const applyBadges = ownerEndpoint<{
  body: typeof badges.applyBadgesBodySchema
  data: typeof badges.appliedBadgesSchema
}>('POST', '/badge/apply')

export const purchaseBadge = ownerEndpoint<{
  body: typeof badges.purchaseBadgeBodySchema
  data: typeof badges.walletPurchaseSchema
}>('POST', '/badge/purchase')

export const pendingBadges = ownerEndpoint<{
  query: typeof badges.ownedBadgesQuerySchema
  data: z.ZodArray<typeof badges.pendingBadgeSchema>
}>('GET', '/badge/user/list/pending')

export const badgePermit = ownerEndpoint<{
  query: typeof badges.badgePermitQuerySchema
  data: typeof badges.badgePermitSchema
}>('GET', '/badge/permit')

export const purchaseBadgeSigned = ownerEndpoint<{
  body: typeof badges.purchaseSignedBodySchema
  data: typeof badges.signedPurchaseSchema
}>('POST', '/badge/purchase-signed')
