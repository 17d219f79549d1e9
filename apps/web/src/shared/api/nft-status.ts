import type { Address } from '@memap/shared/address'
import * as profileCalls from '@memap/shared/endpoints/profile'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'

/** `POST /v0/user/check`: whether the wallet has registered its MeMap. */
export async function hasMeMap(walletAddr: Address): Promise<boolean> {
  return (await api.call(profileCalls.hasMeMap, { body: { walletAddr } })).NftStatus
}

/**
 * Whether the wallet had a MeMap when the screen asking opened: read once per visit of that
 * screen (no cache), and never refreshed by the registration the screen itself makes.
 */
export function getMembershipOnArrivalQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: ['membership-on-arrival', walletAddr],
    queryFn: () => hasMeMap(walletAddr),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
}

/** The first element of the membership query's key, to refresh it after a registration. */
export const MEMBERSHIP_KEY = 'membership'

/**
 * Whether the signed-in wallet has a MeMap, as the route guard and the menu ask it: read once a
 * session (the login and the registration set it), since only they change it.
 */
export function getMembershipQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [MEMBERSHIP_KEY, walletAddr],
    queryFn: () => hasMeMap(walletAddr),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
