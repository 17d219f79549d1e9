import { Trans } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { LandingScreen } from '../../features/landing/landing-screen.tsx'
import { ConnectWalletButton } from '../../features/wallet/components/connect-wallet-button.tsx'
import { useDisconnectOnLoad } from '../../features/wallet/hooks/use-disconnect-on-load.ts'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { useLeftMeMap } from '../../shared/lib/landing-state.ts'
import { sentFromOf, sessionEndedOf } from '../../shared/lib/sent-from.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'
import '../catalog.ts'
import { LoadingMeMap } from '../layout/loading-memap.tsx'
import { useAfterConnect } from '../use-after-connect.ts'
import { useArrival } from './use-arrival.ts'

// A sign-in's refusal in words: with the refusals' texts, loaded once a sign-in failed, off the
// first visit.
const ErrorDialog = lazyWithTexts(
  async () => (await import('../../shared/ui/error-dialog.tsx')).ErrorDialog,
)

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
    return <LoadingMeMap />
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
        <Suspense fallback={null}>
          <ErrorDialog error={error} onClose={() => window.location.reload()} />
        </Suspense>
      )}
    </>
  )
}
