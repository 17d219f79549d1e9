import { EMBEDDED_CONFIG_ID } from '@memap/shared/api'
import type { PublicConfig } from '@memap/shared/config'
import { publicConfig } from '@memap/shared/endpoints/system'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { readEmbeddedJson } from './embedded-json.ts'

// `GET /v0/config`: chain id, RPC URL, contract addresses and the WalletConnect project id,
// learnt at run time so one build serves the devnet and both OP chains. The server also embeds
// it in the page, so the first screen does not wait for a round trip; Vite's dev server does
// not, and then it is fetched.

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return api.call(publicConfig, { signal })
}

/** The config the server embedded in this page, if it did. */
export const embeddedPublicConfig = (page: Pick<Document, 'getElementById'> = document) =>
  readEmbeddedJson<PublicConfig>(EMBEDDED_CONFIG_ID, page)

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    initialData: embeddedPublicConfig,
    // Fixed for the life of the page: fetched once, never refetched.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Asked offline too: the service worker answers with the last config it kept
    // (app/offline-config.ts). Without a network and without one kept, the app says so at once.
    networkMode: 'always',
    retry: (failures) => failures < 2 && navigator.onLine,
  })
}

/** The loaded config; the app renders nothing below its providers until it has one. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(getPublicConfigQueryOptions()).data
}
