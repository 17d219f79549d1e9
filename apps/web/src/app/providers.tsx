import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicConfig } from '@memap/shared/config'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import {
  hasStoredWalletConnection,
  loadWallet,
  useWalletLoad,
} from '../features/wallet/wallet-store.ts'
import { ApiClientError, ApiError } from '../shared/lib/api-errors.ts'
import { getPublicConfigQueryOptions } from '../shared/lib/public-config.ts'
import { refusalText } from '../shared/lib/refusal-texts.ts'
import { renderedFor } from '../shared/lib/rendered-page.ts'
import { sessionStore, useSession } from '../shared/lib/session-store.ts'
import { useOnline } from '../shared/lib/use-online.ts'
import './catalog.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'
import '../shared/ui/button.css'

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

function PublicConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery(getPublicConfigQueryOptions())
  if (query.isPending) {
    return (
      <FullPageStatus>
        <Trans>Loading MeMap…</Trans>
      </FullPageStatus>
    )
  }
  if (query.isError) {
    return <StartFailure error={query.error} retry={() => void query.refetch()} />
  }
  return <WalletGate publicConfig={query.data}>{children}</WalletGate>
}

/**
 * wagmi around the app once the wallet libraries are loaded: at start when a stored wallet
 * connection or session needs them (nothing renders until then), else when the user opens the
 * wallet chooser (the app re-renders under wagmi's provider; see features/wallet/wallet-store.ts).
 * A page the server rendered shows at once: the server renders it without wagmi, and the browser
 * takes a signed-in member's over only once wagmi is there (main.tsx), its provider rendering no
 * element of its own.
 */
function WalletGate({
  publicConfig,
  children,
}: {
  publicConfig: PublicConfig
  children: ReactNode
}) {
  const load = useWalletLoad()
  const signedIn = useSession((state) => state.address !== null)
  const [neededAtStart] = useState(
    () => renderedFor() === undefined && (signedIn || hasStoredWalletConnection()),
  )
  useEffect(() => {
    if (neededAtStart || hasStoredWalletConnection() || sessionStore.getState().address !== null) {
      loadWallet(publicConfig).catch(() => undefined)
    }
  }, [neededAtStart, publicConfig])

  if (load.status === 'ready') return <load.runtime.Provider>{children}</load.runtime.Provider>
  if (!neededAtStart) return children
  if (load.status === 'failed') {
    return (
      <StartFailure
        error={load.error}
        retry={() => loadWallet(publicConfig).catch(() => undefined)}
      />
    )
  }
  return (
    <FullPageStatus>
      <Trans>Loading MeMap…</Trans>
    </FullPageStatus>
  )
}

/** Why the start failed, in the member's language where the words are MeMap's or known. */
function reasonOf(error: Error, i18n: I18n): string {
  if (error instanceof ApiError && error.serverMessage) {
    return refusalText(i18n, error) ?? error.serverMessage
  }
  if (error instanceof ApiClientError) return i18n._(error.text)
  return error.message
}

function StartFailure({ error, retry }: { error: Error; retry: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [wasOffline, setWasOffline] = useState(!online)
  // Back online after a start without a network: carry on without a click.
  useEffect(() => {
    if (!online) setWasOffline(true)
    else if (wasOffline) {
      setWasOffline(false)
      retry()
    }
  }, [online, wasOffline, retry])
  const tryAgain = (
    <button type="button" className="button button--primary" onClick={retry}>
      <Trans>Try again</Trans>
    </button>
  )
  const reason = reasonOf(error, i18n).replace(/\.$/, '')
  if (!online) {
    return (
      <FullPageStatus tone="error" title={t`You’re offline`} action={tryAgain} offline>
        <Trans>MeMap needs a connection to start. It will carry on when you’re back online.</Trans>
      </FullPageStatus>
    )
  }
  return (
    <FullPageStatus tone="error" title={t`MeMap could not start`} action={tryAgain}>
      <Trans>Its network settings could not be loaded ({reason}).</Trans>
    </FullPageStatus>
  )
}
