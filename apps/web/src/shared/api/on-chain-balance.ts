import type { Address } from '@memap/shared/address'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { tokenBalance } from '@memap/shared/endpoints/points'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'
import { usePublicConfig } from '../lib/public-config.ts'

/** `GET /v0/erc20/{token}/balanceOf`: the wallet's Whoom on chain, in the 18-decimal unit. */
export async function getOnChainBalance(
  token: Address,
  account: Address,
  { signal }: { signal?: AbortSignal } = {},
): Promise<bigint> {
  const answer = await api.call(tokenBalance, {
    params: { tokenContract: token },
    query: { account },
    signal,
  })
  return BigInt(answer.balance)
}

/** The first element of the on-chain balance's query key, to refresh it after a purchase. */
export const ON_CHAIN_BALANCE_KEY = 'on-chain-balance'

export function getOnChainBalanceQueryOptions(token: Address, account: Address) {
  return queryOptions({
    queryKey: [ON_CHAIN_BALANCE_KEY, token, account],
    queryFn: ({ signal }) => getOnChainBalance(token, account, { signal }),
  })
}

/** The whole Whoom in an 18-decimal amount, the fraction dropped (the header shows no decimals). */
export const wholeWhoom = (wei: bigint) => Number(wei / 10n ** BigInt(WHOOM_DECIMALS))

/** The signed-in wallet's Whoom on chain; idle without one. */
export function useOnChainBalance(account: Address | null) {
  const { contracts } = usePublicConfig()
  return useQuery({
    ...getOnChainBalanceQueryOptions(contracts.main, account ?? '0x'),
    enabled: account !== null,
  })
}
