import { useRef, useState } from 'react'
import { type ConnectedWallet, WalletChooser } from './wallet-chooser.tsx'

export type ConnectWalletButtonProps = {
  /** What happens after a wallet connected (chain switch, sign-in, routing): see app/. */
  onConnected: (wallet: ConnectedWallet) => void
  /** Called when the chooser opens. */
  onOpen?: () => void
  /** While a connected wallet is being signed in. */
  busy?: boolean
  className?: string
}

/** The 'Connect Wallet' button and the wallet chooser it opens. */
export function ConnectWalletButton({
  onConnected,
  onOpen,
  busy = false,
  className = 'button button--primary button--large',
}: ConnectWalletButtonProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={busy}
        disabled={busy}
        onClick={() => {
          onOpen?.()
          setOpen(true)
        }}
      >
        {busy ? 'Check your wallet…' : 'Connect Wallet'}
      </button>
      {open && (
        <WalletChooser
          onClose={() => {
            setOpen(false)
            button.current?.focus()
          }}
          onConnected={onConnected}
        />
      )}
    </>
  )
}
