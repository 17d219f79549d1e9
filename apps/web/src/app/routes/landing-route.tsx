import { useEffect } from 'react'
import { LandingScreen } from '../../features/landing/landing-screen.tsx'
import { ConnectWalletButton } from '../../features/wallet/components/connect-wallet-button.tsx'
import { useDisconnectOnLoad } from '../../features/wallet/hooks/use-disconnect-on-load.ts'
import { clearSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { useAfterConnect } from '../use-after-connect.ts'

/**
 * `/` and `/landing`: the landing screen with the wallet feature's Connect Wallet button. On
 * load it forgets the stored session and disconnects the wallet (PRODUCT.md §2).
 */
export function LandingRoute() {
  const { afterConnect, status } = useAfterConnect()
  useDisconnectOnLoad()
  useDocumentTitle(undefined)
  useEffect(() => {
    clearSession()
  }, [])

  return (
    <>
      <LandingScreen
        connectWallet={<ConnectWalletButton onConnected={afterConnect} busy={status === 'busy'} />}
      />
      {/* PRODUCT.md §8: after a login error the page reloads when the dialog closes. */}
      {status === 'failed' && <ErrorDialog onClose={() => window.location.reload()} />}
    </>
  )
}
