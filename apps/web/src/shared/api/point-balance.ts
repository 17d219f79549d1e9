import type { Address } from '@memap/shared/address'
import { pointBalance } from '@memap/shared/endpoints/points'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'

// `GET /v0/point/check-user` (owner only): the Whoom balance, shown in the top bar and in the
// balance headers of several screens.

export function getPointBalance(
  walletAddr: Address,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number> {
  return api.call(pointBalance, { query: { walletAddr }, signal }).then((balance) => balance.Value)
}

/** The first element of every balance query key, to refresh it after a change. */
export const POINT_BALANCE_KEY = 'point-balance'

export function getPointBalanceQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [POINT_BALANCE_KEY, walletAddr],
    queryFn: ({ signal }) => getPointBalance(walletAddr, { signal }),
  })
}

/** The balance of the signed-in wallet; idle without one. */
export function usePointBalance(walletAddr: Address | null) {
  return useQuery({
    ...getPointBalanceQueryOptions(walletAddr ?? '0x'),
    enabled: walletAddr !== null,
  })
}
