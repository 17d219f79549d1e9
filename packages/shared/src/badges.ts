import { z } from 'zod'
import { addressSchema } from './address.ts'
import { rowIdSchema } from './rules.ts'

/** `GET /v0/badge/list`: the catalogue by group; prices in whole Whoom. */
export const badgeGroupSchema = z.object({
  group: z.string(),
  badges: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
})

export const ownedBadgesQuerySchema = z.object({ walletAddr: addressSchema })
export const ownedBadgeSchema = z.object({
  badgeId: z.number().int(),
  badgeName: z.string(),
  status: z.boolean(),
})

/** `POST /v0/badge/apply`: the listed owned badges become active, the rest inactive. */
export const applyBadgesBodySchema = z.object({
  walletAddr: addressSchema,
  badgeIds: z.array(rowIdSchema()).max(100),
})

/** The badges active after `POST /v0/badge/apply`. */
export const appliedBadgesSchema = z.object({ active: z.array(z.number().int()) })

/** `POST /v0/badge/purchase`, a form: the on-chain payment's transaction hash. */
export const purchaseBadgeBodySchema = z.object({
  badgeId: rowIdSchema(),
  walletAddr: addressSchema,
  transaction: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash')
    .transform((value) => value.toLowerCase() as `0x${string}`),
})

/** The identity-graph ObjectId of a badge, as /findnetwork passes it back. */
export const badgeObjectId = (badgeId: number) => `badge:${badgeId}`
