import type { PublicConfig } from '@memap/shared/config'
import type { Address } from 'viem'
import type { Config, Connector } from 'wagmi'
import { signMessage, switchChain } from 'wagmi/actions'
import { chainForConfig } from './create-wagmi-config.ts'
import { type ChainSwitcher, ensureChain } from './ensure-chain.ts'

/** `ensureChain` with a connected wagmi connector. */
export function ensureWalletChain(
  config: Config,
  connector: Connector,
  publicConfig: Pick<PublicConfig, 'chainId' | 'rpcUrl'>,
): Promise<void> {
  const { rpcUrl } = publicConfig
  const wallet: ChainSwitcher = {
    getChainId: () => connector.getChainId(),
    switchChain: async (chainId) => {
      await switchChain(config, {
        chainId,
        connector,
        addEthereumChainParameter: { rpcUrls: [rpcUrl] },
      })
    },
    addChain: async (parameter) => {
      const provider = (await connector.getProvider()) as {
        request: (args: { method: string; params: unknown[] }) => Promise<unknown>
      }
      await provider.request({ method: 'wallet_addEthereumChain', params: [parameter] })
    },
  }
  return ensureChain(wallet, { chain: chainForConfig(publicConfig), rpcUrl })
}

/** Asks the wallet to sign `message` (personal_sign). */
export function signWithWallet(
  config: Config,
  connector: Connector,
  account: Address,
  message: string,
): Promise<`0x${string}`> {
  return signMessage(config, { connector, account, message })
}
