import type { PublicConfig } from '@memap/shared/config'
import { memo, type ReactNode } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { watchConnection } from 'wagmi/actions'
import { getWagmiConfig } from '../api/get-wagmi-config.ts'
import { connectionSettled, disconnectAll } from './disconnect.ts'

/** What the app uses of the wallet libraries once they are loaded (see wallet-store.ts). */
export type WalletRuntime = {
  config: Config
  /** wagmi's provider for this config, around the app. */
  Provider: (props: { children: ReactNode }) => ReactNode
  /** Ends every wallet connection. */
  disconnectAll: () => Promise<void>
  /** Resolves once wagmi is neither connecting nor reconnecting. */
  connectionSettled: () => Promise<void>
  /** Calls `listener` when a connected wallet disconnects; answers the unsubscribe. */
  onDisconnect: (listener: () => void) => () => void
}

export async function createWalletRuntime(publicConfig: PublicConfig): Promise<WalletRuntime> {
  const config = await getWagmiConfig(publicConfig)
  return {
    config,
    // Memoised: wagmi's provider tries to reconnect each time it renders.
    Provider: memo(function WalletProvider({ children }: { children: ReactNode }) {
      return <WagmiProvider config={config}>{children}</WagmiProvider>
    }),
    disconnectAll: () => disconnectAll(config),
    connectionSettled: () => connectionSettled(config),
    onDisconnect: (listener) =>
      watchConnection(config, {
        onChange: (connection, previous) => {
          if (previous.status === 'connected' && connection.status === 'disconnected') listener()
        },
      }),
  }
}
