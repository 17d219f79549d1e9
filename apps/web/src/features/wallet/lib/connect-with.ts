import type { Config, Connector, useConnect } from 'wagmi'
import { disconnectsDone } from './disconnect.ts'

/**
 * Connects `connector` once the disconnects under way are done, or takes its connection as it is
 * when it is the one connected already: its account, its chain and the connector itself.
 */
export async function connectWith(
  config: Config,
  connect: ReturnType<typeof useConnect>['mutateAsync'],
  connector: Connector,
) {
  await disconnectsDone()
  const current = config.state.current
  const existing = current ? config.state.connections.get(current) : undefined
  if (existing?.connector.uid === connector.uid && existing.accounts[0]) {
    return { address: existing.accounts[0], chainId: existing.chainId, connector }
  }
  const { accounts, chainId } = await connect({ connector })
  const [address] = accounts
  if (!address) throw new Error('The wallet returned no account.')
  return { address, chainId, connector }
}
