import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getPublicConfigQueryOptions } from '../../shared/lib/public-config.ts'
import { LoadingMeMap } from '../layout/loading-memap.tsx'
import { StartFailure } from './start-failure.tsx'
import { WalletGate } from './wallet-gate.tsx'

/** Nothing below renders until `GET /v0/config` has given the chain settings. */
export function PublicConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery(getPublicConfigQueryOptions())
  if (query.isPending) return <LoadingMeMap />
  if (query.isError) {
    return <StartFailure error={query.error} retry={() => void query.refetch()} />
  }
  return <WalletGate publicConfig={query.data}>{children}</WalletGate>
}
