import { t } from '@lingui/core/macro'
import type { Connector } from 'wagmi'
import '../catalog.ts'
import {
  COINBASE_CONNECTOR_ID,
  INJECTED_CONNECTOR_ID,
  METAMASK_RDNS,
  WALLETCONNECT_CONNECTOR_ID,
} from './connector-ids.ts'

export type BuiltinIcon = 'coinbase' | 'walletConnect' | 'metaMask' | 'browser'

type ConnectorInfo = Pick<Connector, 'id' | 'name' | 'type' | 'icon'>

export type WalletOption<C extends ConnectorInfo = Connector> =
  /** Ready to connect. */
  | { kind: 'connector'; key: string; name: string; icon: string | BuiltinIcon; connector: C }
  /** Coinbase (loading since the chooser opened) or WalletConnect (created when picked). */
  | { kind: 'deferred'; key: string; name: string; icon: BuiltinIcon; connectorId: string }
  /** MetaMask when this browser has none: opens the dapp in the MetaMask app. */
  | { kind: 'link'; key: string; name: string; icon: BuiltinIcon; href: string; hint: string }

export type WalletOptionsInput<C extends ConnectorInfo> = {
  /** wagmi's connectors: plain injected, EIP-6963 discovered, and the lazily added ones. */
  connectors: readonly C[]
  walletConnectEnabled: boolean
  /** What sits on `window.ethereum`, for wallets that do not announce themselves (EIP-6963). */
  legacyInjected: { present: boolean; isMetaMask: boolean }
  metaMaskLink: string
}

/**
 * The chooser's list, in order (PRODUCT.md §2): Coinbase smart wallet, WalletConnect, MetaMask, then
 * every other injected wallet. The plain `window.ethereum` connector shows only when nothing
 * announced itself, since it is then the same wallet under another name. Its words are in the
 * language shown now (wallets' own names stay as they are).
 */
export function walletOptions<C extends ConnectorInfo>({
  connectors,
  walletConnectEnabled,
  legacyInjected,
  metaMaskLink,
}: WalletOptionsInput<C>): WalletOption<C>[] {
  const byId = (id: string) => connectors.find((connector) => connector.id === id)
  const options: WalletOption<C>[] = []

  const coinbase = byId(COINBASE_CONNECTOR_ID)
  options.push(
    coinbase
      ? connectorOption(coinbase, 'Coinbase Smart Wallet', 'coinbase')
      : deferred(COINBASE_CONNECTOR_ID, 'Coinbase Smart Wallet', 'coinbase'),
  )

  if (walletConnectEnabled) {
    const walletConnect = byId(WALLETCONNECT_CONNECTOR_ID)
    options.push(
      walletConnect
        ? connectorOption(walletConnect, 'WalletConnect', 'walletConnect')
        : deferred(WALLETCONNECT_CONNECTOR_ID, 'WalletConnect', 'walletConnect'),
    )
  }

  const announced = connectors.filter(
    (connector) => connector.type === 'injected' && connector.id !== INJECTED_CONNECTOR_ID,
  )
  const metaMask = announced.find((connector) => METAMASK_RDNS.includes(connector.id))
  const plain = byId(INJECTED_CONNECTOR_ID)
  const plainIsUseful = plain !== undefined && legacyInjected.present && announced.length === 0

  if (metaMask) options.push(connectorOption(metaMask, 'MetaMask', 'metaMask'))
  else if (plainIsUseful && legacyInjected.isMetaMask)
    options.push(connectorOption(plain, 'MetaMask', 'metaMask'))
  else
    options.push({
      kind: 'link',
      key: 'metamask-link',
      name: 'MetaMask',
      icon: 'metaMask',
      href: metaMaskLink,
      hint: t`Open in the MetaMask app`,
    })

  for (const connector of announced) {
    if (connector !== metaMask) options.push(connectorOption(connector, connector.name, 'browser'))
  }
  if (plainIsUseful && !legacyInjected.isMetaMask) {
    options.push(connectorOption(plain, t`Browser wallet`, 'browser'))
  }
  return options
}

function connectorOption<C extends ConnectorInfo>(
  connector: C,
  name: string,
  fallbackIcon: BuiltinIcon,
): WalletOption<C> {
  return {
    kind: 'connector',
    key: connector.id,
    name,
    icon: safeIcon(connector.icon) ?? fallbackIcon,
    connector,
  }
}

function deferred(connectorId: string, name: string, icon: BuiltinIcon): WalletOption<never> {
  return { kind: 'deferred', key: connectorId, name, icon, connectorId }
}

/** EIP-6963 icons are data URIs; anything else (a tracking URL, script) is not shown. */
function safeIcon(icon: string | undefined): string | undefined {
  return icon && /^data:image\/(svg\+xml|png|webp|jpeg|gif)[;,]/i.test(icon) ? icon : undefined
}
