import { DEVNET_POLLING_MS } from '@memap/contracts/devnet-pace'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry, optimism, optimismSepolia } from 'viem/chains'

export interface ChainClients {
  chain: Chain
  account: PrivateKeyAccount
  publicClient: PublicClient
  walletClient: WalletClient
}

const KNOWN_CHAINS: Record<number, Chain> = {
  [optimism.id]: optimism,
  [optimismSepolia.id]: optimismSepolia,
  [foundry.id]: foundry,
}

/** viem clients for the server's chain, signing with the server's own key. */
export function createChainClients(options: {
  chainId: number
  rpcUrl: string
  privateKey: `0x${string}`
}): ChainClients {
  const known = KNOWN_CHAINS[options.chainId]
  if (!known) throw new Error(`Unsupported chain id ${options.chainId}`)
  const chain: Chain = { ...known, rpcUrls: { default: { http: [options.rpcUrl] } } }
  const transport = http(options.rpcUrl, { retryCount: 3, timeout: 10_000 })
  const account = privateKeyToAccount(options.privateKey)
  return {
    chain,
    account,
    publicClient: createPublicClient({
      chain,
      transport,
      batch: { multicall: true },
      // A public chain's own block time sets viem's pace (OP chains: 2 s blocks, polled each 1 s).
      ...(known === foundry ? { pollingInterval: DEVNET_POLLING_MS } : {}),
    }),
    walletClient: createWalletClient({ chain, transport, account }),
  }
}
