// Loaded with a dynamic import (see load-extra-connectors.ts): the Coinbase and WalletConnect
// connectors pull in SDKs of ~1.8 MB, which stay out of the landing page's download.
import { t } from '@lingui/core/macro'
import type { Config, Connector, CreateConnectorFn } from 'wagmi'
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet'
import { walletConnect } from 'wagmi/connectors/walletConnect'
import '../catalog.ts'
import { COINBASE_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_ID } from './connector-ids.ts'

/** Adds the Coinbase smart wallet connector to `config` (once) and returns it. */
export function addCoinbaseConnector(config: Config): Connector {
  const connector = addOnce(config, COINBASE_CONNECTOR_ID, () =>
    coinbaseWallet({
      appName: 'MeMap',
      appLogoUrl: `${window.location.origin}/favicon.svg`,
      preference: { options: 'smartWalletOnly' },
    }),
  )
  // Load the Coinbase SDK (~30 kB gzip) now: its sign-in is a popup, which browsers block when
  // it opens too long after the click.
  connector.getProvider().catch(() => {})
  return connector
}

/**
 * Adds the WalletConnect connector to `config` (once) and returns it. wagmi starts its SDK
 * (~400 kB gzip, and a relay connection) as soon as the connector is set up, so this runs only
 * when the user picks WalletConnect or a stored WalletConnect session is to be restored.
 */
export function addWalletConnectConnector(config: Config, projectId: string): Connector {
  return addOnce(config, WALLETCONNECT_CONNECTOR_ID, () =>
    walletConnect({
      projectId,
      metadata: {
        name: 'MeMap',
        // Shown by the wallet that connects, in the language of the page at the time.
        description: t`Your wallet-based social identity`,
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
      showQrModal: true,
    }),
  )
}

function addOnce(config: Config, id: string, create: () => CreateConnectorFn): Connector {
  const existing = config.connectors.find((connector) => connector.id === id)
  if (existing) return existing
  const connector = config._internal.connectors.setup(create())
  config._internal.connectors.setState((list) => [...list, connector])
  return connector
}
