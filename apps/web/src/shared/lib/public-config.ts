import { type PublicConfig, publicConfigSchema } from '@memap/shared/config'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api } from './api-client.ts'

// `GET /v0/config`: chain id, RPC URL, contract addresses and the WalletConnect project id,
// learnt at run time so one build serves the devnet and both OP chains.

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return api.get('/config', publicConfigSchema, { signal })
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    // Fixed for the life of the page: fetched once, never refetched.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 2,
  })
}

/** The loaded config; the app renders nothing below its providers until it has one. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(getPublicConfigQueryOptions()).data
}
