import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useId } from 'react'
import type { Address } from 'viem'
import type { Connector } from 'wagmi'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import '../catalog.ts'
import { offersLocalWallet } from '../lib/local-wallet-offer.ts'
import { useWalletChoice } from '../lib/use-wallet-choice.ts'
import { useWalletOptions } from '../lib/use-wallet-options.ts'
import { LocalWalletAccount } from './local-wallet-account.tsx'
import { WalletOptionItem } from './wallet-option-item.tsx'
import '../../../shared/ui/button.css'
import './wallet-chooser.css'

/** What the chooser hands over once a wallet is connected. */
export type ConnectedWallet = {
  address: Address
  chainId: number
  connector: Connector
}

export type WalletChooserProps = {
  onClose: () => void
  /** The button that opened the chooser, for the focus to return to. */
  opener: RefObject<HTMLElement | null>
  /** Called after the chooser has closed. */
  onConnected: (wallet: ConnectedWallet) => void
}

/** PRODUCT.md §2: Coinbase smart wallet, WalletConnect, MetaMask, other injected wallets, Cancel. */
export function WalletChooser({ onClose, opener, onConnected }: WalletChooserProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const descriptionId = useId()
  const { chainId } = usePublicConfig()
  const options = useWalletOptions()
  const { pendingKey, error, coinbase, choose } = useWalletChoice((wallet) => {
    onClose()
    onConnected(wallet)
  })

  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      returnFocusTo={opener}
      className="wallet-chooser"
    >
      <h2 id={titleId} className="dialog__title">
        <Trans>Connect a wallet</Trans>
      </h2>
      <p id={descriptionId} className="dialog__text">
        <Trans>Choose the wallet that holds your MeMap.</Trans>
      </p>
      <ul className="wallet-list">
        {options.map((option) => (
          <WalletOptionItem
            key={option.key}
            option={option}
            connecting={pendingKey === option.key}
            coinbase={coinbase}
            onChoose={() => void choose(option)}
          />
        ))}
      </ul>
      {offersLocalWallet(chainId) && <LocalWalletAccount />}
      {error && (
        <p className="dialog__error" role="alert">
          {i18n._(error)}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  )
}
