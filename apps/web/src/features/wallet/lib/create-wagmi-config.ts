import { DEVNET_POLLING_MS } from '@memap/contracts/devnet-pace'
import { DEVNET_CHAIN_ID } from '@memap/shared/chains'
import type { PublicConfig } from '@memap/shared/config'
import { type Chain, defineChain } from 'viem'
import { optimism, optimismSepolia } from 'viem/chains'
import { type Config, createConfig, createStorage, http, injected } from 'wagmi'
import { WAGMI_STORAGE_KEY } from './wagmi-storage-key.ts'

/** PRODUCT.md §9: blockchain RPC retries 3, time-out 10 s. */
export const RPC_RETRY_COUNT = 3
export const RPC_TIMEOUT_MS = 10_000

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The one chain this deployment runs on, as `GET /v0/config` names it. */
export function chainForConfig({
  chainId,
  rpcUrl,
}: Pick<PublicConfig, 'chainId' | 'rpcUrl'>): Chain {
  switch (chainId) {
    case 10:
      return optimism
    case 11155420:
      return optimismSepolia
    case DEVNET_CHAIN_ID:
      return defineChain({
        id: DEVNET_CHAIN_ID,
        name: 'MeMap Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
        testnet: true,
      })
  }
}

/**
 * Builds the wagmi config from the run-time config: one chain, batched HTTP transport with
 * multicall, and only the injected connectors (plain and EIP-6963 discovered). The Coinbase and
 * WalletConnect connectors are added later by `loadExtraConnectors`.
 */
export function createWagmiConfig(
  publicConfig: Pick<PublicConfig, 'chainId' | 'rpcUrl'>,
  { storage = safeLocalStorage() }: { storage?: StorageLike } = {},
): Config {
  const chain = chainForConfig(publicConfig)
  return createConfig({
    chains: [chain],
    transports: {
      [chain.id]: http(publicConfig.rpcUrl, {
        retryCount: RPC_RETRY_COUNT,
        timeout: RPC_TIMEOUT_MS,
        batch: true,
      }),
    },
    batch: { multicall: true },
    // A receipt awaited on the devnet is asked for each 100 ms, not viem's 4 s for a chain without
    // a block time; OP chains keep theirs (1 s, from their 2 s blocks).
    pollingInterval: { [DEVNET_CHAIN_ID]: DEVNET_POLLING_MS },
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    // wagmi persists chainId, connections and current, never status.
    storage: createStorage({ key: WAGMI_STORAGE_KEY, storage }),
    ssr: false,
  })
}

/** Ids of the connectors of the connections restored from storage. */
export async function persistedConnectorIds(config: Config): Promise<string[]> {
  // zustand's persist API on wagmi's store (its type does not reach us through wagmi's types).
  const { persist } = config._internal.store as unknown as { persist?: PersistApi }
  if (persist && !persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const unsubscribe = persist.onFinishHydration(() => {
        unsubscribe()
        resolve()
      })
    })
  }
  return [...config.state.connections.values()].map((connection) => connection.connector.id)
}

type PersistApi = {
  hasHydrated: () => boolean
  onFinishHydration: (listener: () => void) => () => void
}

/** localStorage that never throws (private mode, quota, disabled storage). */
function safeLocalStorage(): StorageLike {
  const storage = (() => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
      return undefined
    }
  })()
  return {
    getItem: (key) => {
      try {
        return storage?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem: (key, value) => {
      try {
        storage?.setItem(key, value)
      } catch {}
    },
    removeItem: (key) => {
      try {
        storage?.removeItem(key)
      } catch {}
    },
  }
}
