import type { Address } from '@memap/shared/address'
import * as profileCalls from '@memap/shared/endpoints/profile'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

/**
 * `GET /v0/profile/join-reward`: the Whoom joining would pay the wallet now, so that the intro
 * promises the joining reward only to a wallet that was never paid it (PRODUCT.md §12).
 */
export function getJoinRewardQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: ['join-reward', walletAddr],
    queryFn: async () =>
      (await api.call(profileCalls.joinReward, { query: { walletAddr } })).Reward,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
}
