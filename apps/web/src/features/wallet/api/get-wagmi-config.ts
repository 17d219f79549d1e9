import type { PublicConfig } from '@memap/shared/config'
import type { Config } from 'wagmi'
import { LAZY_CONNECTOR_IDS } from '../lib/connector-ids.ts'
import { createWagmiConfig, persistedConnectorIds } from '../lib/create-wagmi-config.ts'
import { loadLazyConnector } from '../lib/load-extra-connectors.ts'

/**
 * The wagmi config for this deployment. When a stored connection used the Coinbase or
 * WalletConnect connector, that connector is added first so wagmi's reconnect finds it.
 */
export async function getWagmiConfig(publicConfig: PublicConfig): Promise<Config> {
  const config = createWagmiConfig(publicConfig)
  const lazyIds = (await persistedConnectorIds(config)).filter((id) =>
    LAZY_CONNECTOR_IDS.includes(id),
  )
  // Best effort: without them the user simply connects again.
  await Promise.all(
    lazyIds.map((id) =>
      loadLazyConnector(config, id, publicConfig.walletConnectProjectId).catch(() => undefined),
    ),
  )
  return config
}
