import type { PublicConfig } from '@memap/shared/config'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { memo, type ReactNode } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { getWagmiConfigQueryOptions } from '../features/wallet/api/get-wagmi-config.ts'
import { ApiError } from '../shared/lib/api-client.ts'
import { getPublicConfigQueryOptions } from '../shared/lib/public-config.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Once, and never an answer the server meant (a 401 or 404 does not change on retry).
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
})

/**
 * TanStack Query, then `GET /v0/config`, then wagmi built from it. Nothing below renders until
 * the chain settings are known.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicConfigGate>{children}</PublicConfigGate>
    </QueryClientProvider>
  )
}

function PublicConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery(getPublicConfigQueryOptions())
  if (query.isPending) return <FullPageStatus>Loading MeMap…</FullPageStatus>
  if (query.isError) {
    return <StartFailure error={query.error} retry={() => void query.refetch()} />
  }
  return <WagmiGate publicConfig={query.data}>{children}</WagmiGate>
}

function WagmiGate({
  publicConfig,
  children,
}: {
  publicConfig: PublicConfig
  children: ReactNode
}) {
  const query = useQuery(getWagmiConfigQueryOptions(publicConfig))
  if (query.isPending) return <FullPageStatus>Loading MeMap…</FullPageStatus>
  if (query.isError) {
    return <StartFailure error={query.error} retry={() => void query.refetch()} />
  }
  return <Wagmi config={query.data}>{children}</Wagmi>
}

// Memoised: wagmi's provider tries to reconnect each time it renders.
const Wagmi = memo(function Wagmi({ config, children }: { config: Config; children: ReactNode }) {
  return <WagmiProvider config={config}>{children}</WagmiProvider>
})

function StartFailure({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <FullPageStatus
      tone="error"
      title="MeMap could not start"
      action={
        <button type="button" className="button button--primary" onClick={retry}>
          Try again
        </button>
      }
    >
      Its network settings could not be loaded ({error.message.replace(/\.$/, '')}).
    </FullPageStatus>
  )
}
