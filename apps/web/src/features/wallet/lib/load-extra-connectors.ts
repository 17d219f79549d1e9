import type { Config, Connector } from 'wagmi'
import {
  COINBASE_CONNECTOR_ID,
  LOCAL_WALLET_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
} from './connector-ids.ts'
import { offersLocalWallet } from './local-wallet-offer.ts'

type ExtraConnectorsModule = typeof import('./extra-connectors.ts')

let module: Promise<ExtraConnectorsModule> | undefined

/** The connectors' code, fetched once (a failed fetch may be retried). */
function extraConnectors(): Promise<ExtraConnectorsModule> {
  if (!module) {
    module = import('./extra-connectors.ts')
    module.catch(() => {
      module = undefined
    })
  }
  return module
}

/** Adds the Coinbase smart wallet connector; called when the wallet chooser opens. */
export async function loadCoinbaseConnector(config: Config): Promise<Connector> {
  return (await extraConnectors()).addCoinbaseConnector(config)
}

/** Adds the WalletConnect connector; called when the user picks WalletConnect. */
export async function loadWalletConnectConnector(
  config: Config,
  projectId: string,
): Promise<Connector> {
  return (await extraConnectors()).addWalletConnectConnector(config, projectId)
}

/** Adds the lazily created connector with this id, if it is one. */
export async function loadLazyConnector(
  config: Config,
  connectorId: string,
  walletConnectProjectId: string,
): Promise<Connector | undefined> {
  if (connectorId === COINBASE_CONNECTOR_ID) return loadCoinbaseConnector(config)
  if (walletConnectProjectId !== '' && connectorId === WALLETCONNECT_CONNECTOR_ID) {
    return loadWalletConnectConnector(config, walletConnectProjectId)
  }
  if (connectorId === LOCAL_WALLET_CONNECTOR_ID && offersLocalWallet(config.chains[0].id)) {
    // Its own chunk, fetched on the devnet only.
    return (await import('./local-wallet.ts')).addLocalWalletConnector(config)
  }
  return undefined
}
