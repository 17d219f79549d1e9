import { optimism, optimismSepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { Connector } from 'wagmi'
import { chainForConfig, createWagmiConfig, persistedConnectorIds } from './create-wagmi-config.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
    items,
  }
}

describe('chainForConfig', () => {
  it('uses viem’s OP Mainnet and OP Sepolia', () => {
    expect(chainForConfig({ chainId: 10, rpcUrl: 'https://rpc.example/op' })).toBe(optimism)
    expect(chainForConfig({ chainId: 11155420, rpcUrl: 'https://rpc.example/sep' })).toBe(
      optimismSepolia,
    )
  })

  it('defines the devnet with the configured RPC URL', () => {
    const chain = chainForConfig({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545/' })
    expect(chain.id).toBe(31337)
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545/'])
    expect(chain.nativeCurrency.decimals).toBe(18)
  })
})

describe('createWagmiConfig', () => {
  it('has the one configured chain and only the plain injected connector', () => {
    const config = createWagmiConfig(
      { chainId: 11155420, rpcUrl: 'https://rpc.example/sep' },
      { storage: memoryStorage() },
    )
    expect(config.chains.map((chain) => chain.id)).toEqual([11155420])
    expect(config.connectors.map((connector) => connector.id)).toEqual(['injected'])
    const transport = config.getClient().transport
    expect(transport).toMatchObject({
      url: 'https://rpc.example/sep',
      retryCount: 3,
      timeout: 10_000,
    })
  })

  it("stores wagmi's state under the key 'store'", async () => {
    const storage = memoryStorage()
    const config = createWagmiConfig({ chainId: 10, rpcUrl: 'https://rpc.example/op' }, { storage })
    await config.storage?.setItem('recentConnectorId', 'injected')
    expect(storage.items.get('store.recentConnectorId')).toBe('"injected"')
  })

  it('reads back the connectors of stored connections, without their status', async () => {
    const storage = memoryStorage()
    const first = createWagmiConfig({ chainId: 10, rpcUrl: 'https://rpc.example/op' }, { storage })
    await persistedConnectorIds(first)
    const connector = {
      id: 'coinbaseWalletSDK',
      name: 'Coinbase',
      type: 'coinbaseWallet',
      uid: 'u1',
    }
    first.setState((state) => ({
      ...state,
      connections: new Map([
        [
          'u1',
          {
            accounts: ['0x0000000000000000000000000000000000000001'],
            chainId: 10,
            connector: connector as unknown as Connector,
          },
        ],
      ]),
      current: 'u1',
      status: 'connected',
    }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(storage.items.get('store.store')).not.toContain('"status"')

    const second = createWagmiConfig({ chainId: 10, rpcUrl: 'https://rpc.example/op' }, { storage })
    expect(await persistedConnectorIds(second)).toEqual(['coinbaseWalletSDK'])
  })
})
