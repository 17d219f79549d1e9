import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { type Address, BaseError } from 'viem'
import { type Connector, ProviderNotFoundError, useConfig, useConnect, useConnectors } from 'wagmi'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import '../catalog.ts'
import { COINBASE_CONNECTOR_ID } from '../lib/connector-ids.ts'
import { disconnectsDone } from '../lib/disconnect.ts'
import { loadCoinbaseConnector, loadLazyConnector } from '../lib/load-extra-connectors.ts'
import {
  localWalletOptions,
  offersLocalWallet,
  withoutLocalWallet,
} from '../lib/local-wallet-offer.ts'
import { type WalletOption, walletOptions } from '../lib/wallet-options.ts'
import { LocalWalletAccount } from './local-wallet-account.tsx'
import { WalletIcon } from './wallet-icon.tsx'
import '../../../shared/ui/button.css'
import './wallet-chooser.css'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'

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

type LoadStatus = 'loading' | 'ready' | 'failed'

/** PRODUCT.md §2: Coinbase smart wallet, WalletConnect, MetaMask, other injected wallets, Cancel. */
export function WalletChooser({ onClose, opener, onConnected }: WalletChooserProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const descriptionId = useId()
  const config = useConfig()
  const connectors = useConnectors()
  const { walletConnectProjectId, chainId } = usePublicConfig()
  const { mutateAsync: connect } = useConnect()
  const [coinbase, setCoinbase] = useState<LoadStatus>('loading')
  const [pendingKey, setPendingKey] = useState<string | null>(null)
  // The latest attempt: a wallet whose popup was closed may never answer, so picking another
  // (or the same again) starts over, and an abandoned attempt's late answer is ignored.
  const attempt = useRef(0)
  const [error, setError] = useState<MessageDescriptor | null>(null)

  // Opening the chooser is what loads the Coinbase connector; WalletConnect's waits for its click.
  useEffect(() => {
    let active = true
    loadCoinbaseConnector(config).then(
      () => active && setCoinbase('ready'),
      () => active && setCoinbase('failed'),
    )
    return () => {
      active = false
    }
  }, [config])

  const options = [
    ...walletOptions({
      connectors: withoutLocalWallet(connectors),
      walletConnectEnabled: walletConnectProjectId !== '',
      legacyInjected: legacyInjected(),
      metaMaskLink: `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`,
    }),
    // The devnet's local test wallet; its code loads when picked.
    ...localWalletOptions(chainId, connectors),
  ]

  async function resolveConnector(option: WalletOption): Promise<Connector> {
    if (option.kind === 'connector') return option.connector
    if (option.kind === 'link') throw new Error('A link has no connector.')
    const isCoinbase = option.connectorId === COINBASE_CONNECTOR_ID
    if (isCoinbase) setCoinbase('loading')
    const connector = await loadLazyConnector(
      config,
      option.connectorId,
      walletConnectProjectId,
    ).catch((cause: unknown) => {
      if (isCoinbase) setCoinbase('failed')
      throw cause
    })
    if (isCoinbase) setCoinbase('ready')
    if (!connector) throw new Error(`${option.name} is not available.`)
    return connector
  }

  async function choose(option: WalletOption) {
    const mine = ++attempt.current
    const current = () => attempt.current === mine
    setPendingKey(option.key)
    setError(null)
    try {
      const connector = await resolveConnector(option)
      const wallet = await connectWith(connector)
      if (!current()) return
      onClose()
      onConnected(wallet)
    } catch (cause) {
      if (current()) setError(connectErrorMessage(cause, option.name))
    } finally {
      if (current()) setPendingKey(null)
    }
  }

  async function connectWith(connector: Connector): Promise<ConnectedWallet> {
    await disconnectsDone()
    const current = config.state.current
    const existing = current ? config.state.connections.get(current) : undefined
    if (existing?.connector.uid === connector.uid && existing.accounts[0]) {
      return { address: existing.accounts[0], chainId: existing.chainId, connector }
    }
    const { accounts, chainId } = await connect({ connector })
    const [address] = accounts
    if (!address) throw new Error('The wallet returned no account.')
    return { address, chainId, connector }
  }

  function hint(option: WalletOption): string | undefined {
    if (pendingKey === option.key) return t`Connecting…`
    if (option.kind === 'link') return option.hint
    if (option.kind === 'deferred' && option.connectorId === COINBASE_CONNECTOR_ID) {
      return coinbase === 'failed' ? t`Could not load; tap to retry` : t`Loading…`
    }
    return undefined
  }

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
        {options.map((option) => {
          const optionHint = hint(option)
          const body = (
            <>
              <WalletIcon icon={option.icon} />
              <span className="wallet-option__name">{option.name}</span>
              {optionHint && <span className="wallet-option__hint">{optionHint}</span>}
            </>
          )
          return (
            <li key={option.key}>
              {option.kind === 'link' ? (
                <a
                  className="wallet-option"
                  href={option.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {body}
                </a>
              ) : (
                <button
                  type="button"
                  className="wallet-option"
                  aria-busy={pendingKey === option.key}
                  onClick={() => void choose(option)}
                >
                  {body}
                </button>
              )}
            </li>
          )
        })}
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

function legacyInjected(): { present: boolean; isMetaMask: boolean } {
  const ethereum = (window as { ethereum?: { isMetaMask?: boolean } }).ethereum
  return { present: ethereum !== undefined, isMetaMask: ethereum?.isMetaMask === true }
}

/** One clear sentence for the user; the cause stays in the console. */
function connectErrorMessage(error: unknown, walletName: string): MessageDescriptor {
  keepCauseOfShownFailure(error)
  const rejected =
    error instanceof BaseError
      ? error.walk((cause) => (cause as { code?: unknown }).code === 4001) !== null
      : (error as { code?: unknown } | null)?.code === 4001
  if (rejected) return msg`The connection was cancelled in the wallet.`
  if (error instanceof ProviderNotFoundError)
    return msg`${walletName} was not found in this browser.`
  return msg`Could not connect to ${walletName}. Please try again.`
}
