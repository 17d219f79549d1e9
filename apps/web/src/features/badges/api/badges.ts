import type { Address } from '@memap/shared/address'
import type {
  badgeGroupSchema,
  badgePermitSchema,
  purchaseSignedBodySchema,
} from '@memap/shared/badges'
import * as badgeCalls from '@memap/shared/endpoints/badges'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

export type BadgeGroup = z.output<typeof badgeGroupSchema>

/** `GET /v0/badge/list`: the catalogue by group, prices in whole Whoom. */
export function getBadgeCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ['badge-catalogue'],
    queryFn: ({ signal }) => api.call(badgeCalls.badgeCatalogue, { signal }),
  })
}

/**
 * `POST /v0/badge/purchase`: the server checks the payment on chain and grants the badge, or, if
 * the wallet had it already, sends the payment back (`status: 'refunded'`).
 */
export function purchaseBadge(walletAddr: Address, badgeId: number, transaction: `0x${string}`) {
  return api.call(badgeCalls.purchaseBadge, { body: { badgeId, walletAddr, transaction } })
}

/** The first element of the pending-badges query key: refreshed by the live events. */
export const PENDING_BADGES_KEY = 'pending-badges'

/** `GET /v0/badge/user/list/pending`: badges bought with a signature, not yet confirmed. */
export function getPendingBadgesQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [PENDING_BADGES_KEY, walletAddr],
    queryFn: ({ signal }) => api.call(badgeCalls.pendingBadges, { query: { walletAddr }, signal }),
  })
}

export type BadgePermit = z.output<typeof badgePermitSchema>

/** `GET /v0/badge/permit`: the EIP-712 typed data of the permit that pays for the badge. */
export function getBadgePermit(walletAddr: Address, badgeId: number): Promise<BadgePermit> {
  return api.call(badgeCalls.badgePermit, { query: { walletAddr, badgeId } })
}

/** `POST /v0/badge/purchase-signed`: the server sends the signed purchase and pays the gas. */
export function purchaseBadgeSigned(body: z.input<typeof purchaseSignedBodySchema>) {
  return api.call(badgeCalls.purchaseBadgeSigned, { body })
}
