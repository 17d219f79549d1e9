import type { z } from 'zod'
import type * as badges from '../badges.ts'
import { endpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// Badges: the catalogue, a member's badges, wearing them, buying one on chain (PRODUCT.md §7, §14).

export const badgeCatalogue = endpoint<{ data: z.ZodArray<typeof badges.badgeGroupSchema> }>(
  'GET',
  '/badge/list',
)

export const ownedBadges = endpoint<{
  query: typeof badges.ownedBadgesQuerySchema
  data: z.ZodArray<typeof badges.ownedBadgeSchema>
}>('GET', '/badge/user/list/have')

export const applyBadges = endpoint<{
  body: typeof badges.applyBadgesBodySchema
  data: typeof badges.appliedBadgesSchema
}>('POST', '/badge/apply')

export const purchaseBadge = endpoint<{
  body: typeof badges.purchaseBadgeBodySchema
  data: typeof doneSchema
}>('POST', '/badge/purchase')
