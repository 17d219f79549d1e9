import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { LandingScreen } from '../../features/landing/landing-screen.tsx'
import { ConnectWalletButton } from '../../features/wallet/components/connect-wallet-button.tsx'
import { useDisconnectOnLoad } from '../../features/wallet/hooks/use-disconnect-on-load.ts'
import { useLeftMeMap } from '../../shared/lib/landing-state.ts'
import { paths } from '../../shared/lib/paths.ts'
import { sentFromOf, sessionEndedOf } from '../../shared/lib/sent-from.ts'
import { clearSession, sessionStore, useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import '../catalog.ts'
import { FullPageStatus } from '../layout/full-page-status.tsx'
import { useAfterConnect } from '../use-after-connect.ts'

/**
 * `/` and `/landing`: the landing screen with the wallet feature's Connect Wallet button. A wallet
 * that arrives signed in goes on to its MeMap; anyone else is signed out here: the stored session
 * forgotten, the wallet disconnected (PRODUCT.md §2). A visitor sent here from a member's page
 * (`?from=`) is asked to connect, and goes back there once connected; a member whose session
 * ended on the server (`?ended=`) is told why first.
 */
export function LandingRoute() {
  const search = useSearch()
  const returnTo = sentFromOf(new URLSearchParams(search))
  const ended = sessionEndedOf(new URLSearchParams(search))
  const { afterConnect, status, error } = useAfterConnect(returnTo)
  const arrival = useArrival(returnTo)
  const leftMeMap = useLeftMeMap()
  useDisconnectOnLoad(arrival === 'signed-out')
  useDocumentTitle(undefined)

  if (arrival === 'checking') {
    return (
      <FullPageStatus>
        <Trans>Loading MeMap…</Trans>
      </FullPageStatus>
    )
  }
  return (
    <>
      <LandingScreen
        notice={
          leftMeMap ? (
            <Trans>
              Your MeMap was deleted. Your Whoom history and your MeMap NFT stay with your wallet.
            </Trans>
          ) : ended === 'revoked' ? (
            <Trans>You were signed out on this device from another one.</Trans>
          ) : ended === 'expired' ? (
            <Trans>Your session expired: connect again.</Trans>
          ) : returnTo !== null ? (
            <Trans>Connect your wallet to open this page.</Trans>
          ) : undefined
        }
        connectWallet={<ConnectWalletButton onConnected={afterConnect} busy={status === 'busy'} />}
      />
      {/* PRODUCT.md §8: after a login error the page reloads when the dialog closes. */}
      {status === 'failed' && (
        <ErrorDialog error={error} onClose={() => window.location.reload()} />
      )}
    </>
  )
}

/**
 * 'checking' while the server is asked whether the stored session is live (the page then goes
 * on to the MeMap); 'signed-out' without one; 'unknown' when the server could not say: then the
 * landing shows, and signs nobody out.
 */
type Arrival = 'checking' | 'signed-out' | 'unknown'

function useArrival(returnTo: string | null): Arrival {
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  // As the server rendered it, when it did (session-store.ts): the stored session is read below.
  const signedIn = useSession((state) => state.address !== null)
  const [arrival, setArrival] = useState<Arrival>(signedIn ? 'checking' : 'signed-out')
  useEffect(() => {
    const address = sessionStore.getState().address
    if (address === null) {
      clearSession()
      // Rendered on the server for a live session this device does not keep: signed out here.
      setArrival('signed-out')
      return
    }
    let active = true
    import('../member-arrival.ts')
      .then(({ arrivalOf }) => arrivalOf(address, queryClient))
      .then(
        (where) => {
          if (!active) return
          if (where === 'signed-out') clearSession()
          if (where === 'signed-out' || where === 'unknown') setArrival(where)
          else navigate(where === paths.memap ? (returnTo ?? where) : where, { replace: true })
        },
        () => {
          if (active) setArrival('unknown')
        },
      )
    return () => {
      active = false
    }
  }, [navigate, queryClient, returnTo])
  return arrival
}
