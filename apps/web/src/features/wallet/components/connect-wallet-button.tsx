import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { FailureDialog } from '../../../shared/ui/failure-dialog.tsx'
import '../catalog.ts'
import {
  closeWalletChooser,
  openWalletChooser,
  useWalletChooserOpen,
  useWalletLoad,
} from '../wallet-store.ts'
import type { ConnectedWallet } from './wallet-chooser.tsx'
import '../../../shared/ui/button.css'
import { Suspense } from '../../../shared/ui/suspense.tsx'

// The chooser is wagmi's code: it loads with the wallet libraries, on the first click.
const WalletChooser = lazyWithTexts(
  async () => (await import('./wallet-chooser.tsx')).WalletChooser,
)

export type ConnectWalletButtonProps = {
  /** What happens after a wallet connected (chain switch, sign-in, routing): see app/. */
  onConnected: (wallet: ConnectedWallet) => void
  /** While a connected wallet is being signed in. */
  busy?: boolean
  className?: string
}

/**
 * The 'Connect Wallet' button and the wallet chooser it opens. Whether the chooser is open lives
 * in the wallet store: the page re-renders under wagmi's provider once the libraries are loaded.
 */
export function ConnectWalletButton({
  onConnected,
  busy = false,
  className = 'button button--primary button--large',
}: ConnectWalletButtonProps) {
  const publicConfig = usePublicConfig()
  const open = useWalletChooserOpen()
  const load = useWalletLoad()
  // This button is rendered anew when the wallet libraries load (under wagmi's provider): the
  // chooser gives the focus back to the one shown then.
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={busy || (open && load.status === 'loading')}
        disabled={busy}
        onClick={() => openWalletChooser(publicConfig)}
      >
        {busy ? <Trans>Check your wallet…</Trans> : <Trans>Connect Wallet</Trans>}
      </button>
      {open && load.status === 'ready' && (
        <Suspense fallback={null}>
          <WalletChooser onClose={closeWalletChooser} opener={button} onConnected={onConnected} />
        </Suspense>
      )}
      {open && load.status === 'failed' && <FailureDialog onClose={closeWalletChooser} />}
    </>
  )
}
