import { LandingScreen } from '../../features/landing/landing-screen.tsx'
import { ConnectWalletButton } from '../../features/wallet/components/connect-wallet-button.tsx'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { useAfterConnect } from '../use-after-connect.ts'

/** `/` and `/landing`: the landing screen with the wallet feature's Connect Wallet button. */
export function LandingRoute() {
  const afterConnect = useAfterConnect()
  useDocumentTitle(undefined)
  return <LandingScreen connectWallet={<ConnectWalletButton onConnected={afterConnect} />} />
}
