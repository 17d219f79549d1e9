import type { RemoteChainConfig } from '../config.ts'
import { createChainClients } from './clients.ts'
import type { ChainContext } from './context.ts'

/** OP Mainnet, OP Sepolia, or a devnet run elsewhere, as the configuration names it. */
export function remoteChain(config: RemoteChainConfig): ChainContext {
  const clients = createChainClients({
    chainId: config.chainId,
    rpcUrl: config.rpcUrl,
    privateKey: config.signerPrivateKey,
  })
  return {
    ...clients,
    chainId: config.chainId,
    rpcUrl: config.rpcUrl,
    contracts: config.contracts,
    isDevnet: config.chainId === 31337,
  }
}
