import type { PublicConfig } from '@memap/shared/config'
import { type ReactNode, useEffect, useState } from 'react'
import {
  hasStoredWalletConnection,
  loadWallet,
  useWalletLoad,
} from '../../features/wallet/wallet-store.ts'
import { useRenderedFor } from '../../shared/lib/rendered-page.ts'
import { sessionStore, useSession } from '../../shared/lib/session-store.ts'
import { LoadingMeMap } from '../layout/loading-memap.tsx'
import { StartFailure } from './start-failure.tsx'

/**
 * wagmi around the app once the wallet libraries are loaded: at start when a stored wallet
 * connection or session needs them (nothing renders until then), else when the user opens the
 * wallet chooser (the app re-renders under wagmi's provider; see features/wallet/wallet-store.ts).
 * A page the server rendered shows at once: the server renders it without wagmi, and the browser
 * takes a signed-in member's over only once wagmi is there (main.tsx), its provider rendering no
 * element of its own.
 */
export function WalletGate({
  publicConfig,
  children,
}: {
  publicConfig: PublicConfig
  children: ReactNode
}) {
  const load = useWalletLoad()
  const signedIn = useSession((state) => state.address !== null)
  const renderedOnServer = useRenderedFor() !== undefined
  const [neededAtStart] = useState(
    () => !renderedOnServer && (signedIn || hasStoredWalletConnection()),
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
  return <LoadingMeMap />
}
