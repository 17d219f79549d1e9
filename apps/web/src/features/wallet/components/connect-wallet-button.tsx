import { lazy, Suspense, useRef } from 'react'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import {
  closeWalletChooser,
  openWalletChooser,
  useWalletChooserOpen,
  useWalletLoad,
} from '../wallet-store.ts'
import type { ConnectedWallet } from './wallet-chooser.tsx'

// The chooser is wagmi's code: it loads with the wallet libraries, on the first click.
const WalletChooser = lazy(() =>
  import('./wallet-chooser.tsx').then((module) => ({ default: module.WalletChooser })),
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
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    closeWalletChooser()
    button.current?.focus()
  }

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
        {busy ? 'Check your wallet…' : 'Connect Wallet'}
      </button>
      {open && load.status === 'ready' && (
        <Suspense fallback={null}>
          <WalletChooser onClose={close} onConnected={onConnected} />
        </Suspense>
      )}
      {open && load.status === 'failed' && <ErrorDialog onClose={close} />}
    </>
  )
}
