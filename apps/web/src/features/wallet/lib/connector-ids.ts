// Ids of the connectors the chooser treats specially. Kept apart from extra-connectors.ts so
// the chooser can know them without loading the Coinbase and WalletConnect code.

/** wagmi's `coinbaseWallet()` connector, used as a Coinbase smart wallet. */
export const COINBASE_CONNECTOR_ID = 'coinbaseWalletSDK'
/** wagmi's `walletConnect()` connector. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** wagmi's plain `injected()` connector: whatever sits on `window.ethereum`. */
export const INJECTED_CONNECTOR_ID = 'injected'
/** EIP-6963 reverse-DNS ids MetaMask announces (extension, mobile in-app browser). */
export const METAMASK_RDNS = ['io.metamask', 'io.metamask.mobile']

/** The local test wallet (devnet only, local-wallet.ts). */
export const LOCAL_WALLET_CONNECTOR_ID = 'memapLocalWallet'

/** Connectors created only when the wallet chooser opens (their SDKs are large). */
export const LAZY_CONNECTOR_IDS: readonly string[] = [
  COINBASE_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
  LOCAL_WALLET_CONNECTOR_ID,
]
