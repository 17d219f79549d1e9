import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../shared/lib/api-errors.ts'
import { PublicConfigGate } from './start/public-config-gate.tsx'

/** The app's cache settings; the server renders each page with a new cache of the same kind. */
export const createQueryClient = () =>
  new QueryClient({
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

/** The browser's one cache. */
export const queryClient = createQueryClient()

/**
 * TanStack Query, then `GET /v0/config`, then wagmi when it is needed. Nothing below renders
 * until the chain settings are known.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <PublicConfigGate>{children}</PublicConfigGate>
    </QueryClientProvider>
  )
}
