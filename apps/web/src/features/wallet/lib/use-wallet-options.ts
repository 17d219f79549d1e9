import { useConnectors } from 'wagmi'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { localWalletOptions, withoutLocalWallet } from './local-wallet-offer.ts'
import { type WalletOption, walletOptions } from './wallet-options.ts'

/** The chooser's wallets, in order, from wagmi's connectors and what this browser has. */
export function useWalletOptions(): WalletOption[] {
  const connectors = useConnectors()
  const { walletConnectProjectId, chainId } = usePublicConfig()
  // Wallets that do not announce themselves (EIP-6963) sit on `window.ethereum`.
  const ethereum = (window as { ethereum?: { isMetaMask?: boolean } }).ethereum
  return [
    ...walletOptions({
      connectors: withoutLocalWallet(connectors),
      walletConnectEnabled: walletConnectProjectId !== '',
      legacyInjected: {
        present: ethereum !== undefined,
        isMetaMask: ethereum?.isMetaMask === true,
      },
      metaMaskLink: `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`,
    }),
    // The devnet's local test wallet; its code loads when picked.
    ...localWalletOptions(chainId, connectors),
  ]
}
