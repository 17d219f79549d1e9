// What the chooser needs to know of the local test wallet without loading its code: whether to
// offer it (the devnet only) and its connector id. The wallet itself is in local-wallet.ts, a
// dynamically imported module, so OP Mainnet and OP Sepolia users never download it.
import { t } from '@lingui/core/macro'
import type { Connector } from 'wagmi'
import '../catalog.ts'
import { LOCAL_WALLET_CONNECTOR_ID } from './connector-ids.ts'
import type { WalletOption } from './wallet-options.ts'

export { LOCAL_WALLET_CONNECTOR_ID }
/** The name the local test wallet announces itself by (EIP-6963). */
export const LOCAL_WALLET_NAME = 'Local test wallet'

/** The local test wallet is offered on the devnet (chain 31337) and nowhere else. */
export function offersLocalWallet(chainId: number): boolean {
  return chainId === LOCAL_DEVNET_CHAIN_ID
}

/** `DEVNET_CHAIN_ID` of @memap/shared/config, written out so this module stays tiny. */
const LOCAL_DEVNET_CHAIN_ID = 31337

/** The chooser's entry for the local test wallet, or none off the devnet. */
export function localWalletOptions<C extends Pick<Connector, 'id' | 'name' | 'type' | 'icon'>>(
  chainId: number,
  connectors: readonly C[],
): WalletOption<C>[] {
  if (!offersLocalWallet(chainId)) return []
  const key = LOCAL_WALLET_CONNECTOR_ID
  // The same words as LOCAL_WALLET_NAME, in the language shown now.
  const name = t`Local test wallet`
  const connector = connectors.find((candidate) => candidate.id === key)
  return [
    connector
      ? { kind: 'connector', key, name, icon: 'browser', connector }
      : { kind: 'deferred', key, name, icon: 'browser', connectorId: key },
  ]
}

/** Connectors the chooser lists through `walletOptions` (the local one has its own entry). */
export function withoutLocalWallet<C extends Pick<Connector, 'id'>>(connectors: readonly C[]): C[] {
  return connectors.filter((connector) => connector.id !== LOCAL_WALLET_CONNECTOR_ID)
}

/** localStorage key of the account picked in the chooser: 'own', or a dev account 1..9. */
export const LOCAL_WALLET_ACCOUNT_STORAGE = 'memap.localWallet.account'
/** Anvil's dev accounts the chooser offers: never 0, the server's signer of older devnets. */
export const PICKABLE_DEV_ACCOUNT_INDEXES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const
