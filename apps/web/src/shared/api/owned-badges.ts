import type { Address } from '@memap/shared/address'
import type { ownedBadgeSchema } from '@memap/shared/badges'
import { ownedBadges } from '@memap/shared/endpoints/badges'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../lib/api-client.ts'

// `GET /v0/badge/user/list/have`: a member's badges and which are active. Read by /myassets
// (to choose the active ones) and /badgecollection (owned badges are not for sale), hence here.

export type OwnedBadge = z.output<typeof ownedBadgeSchema>

export function getOwnedBadges(
  walletAddr: Address,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OwnedBadge[]> {
  return api.call(ownedBadges, { query: { walletAddr }, signal })
}

/** The first element of every owned-badges query key, to refresh it after a purchase. */
export const OWNED_BADGES_KEY = 'owned-badges'

export function getOwnedBadgesQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [OWNED_BADGES_KEY, walletAddr],
    queryFn: ({ signal }) => getOwnedBadges(walletAddr, { signal }),
  })
}

export function useOwnedBadges(walletAddr: Address) {
  return useQuery(getOwnedBadgesQueryOptions(walletAddr))
}
