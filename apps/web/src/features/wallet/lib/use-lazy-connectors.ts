import { useEffect, useState } from 'react'
import { type Connector, useConfig } from 'wagmi'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { COINBASE_CONNECTOR_ID } from './connector-ids.ts'
import { loadCoinbaseConnector, loadLazyConnector } from './load-extra-connectors.ts'
import type { WalletOption } from './wallet-options.ts'

export type LoadStatus = 'loading' | 'ready' | 'failed'

/**
 * The connectors whose code loads late: Coinbase's from the chooser's opening (its status shown
 * beside it), WalletConnect's and the local wallet's when picked.
 */
export function useLazyConnectors() {
  const config = useConfig()
  const { walletConnectProjectId } = usePublicConfig()
  const [coinbase, setCoinbase] = useState<LoadStatus>('loading')

  // Opening the chooser is what loads the Coinbase connector; WalletConnect's waits for its click.
  useEffect(() => {
    let active = true
    loadCoinbaseConnector(config).then(
      () => active && setCoinbase('ready'),
      () => active && setCoinbase('failed'),
    )
    return () => {
      active = false
    }
  }, [config])

  /** The option's connector, its code loaded first if it was deferred. */
  async function resolveConnector(option: WalletOption): Promise<Connector> {
    if (option.kind === 'connector') return option.connector
    if (option.kind === 'link') throw new Error('A link has no connector.')
    const isCoinbase = option.connectorId === COINBASE_CONNECTOR_ID
    if (isCoinbase) setCoinbase('loading')
    const connector = await loadLazyConnector(
      config,
      option.connectorId,
      walletConnectProjectId,
    ).catch((cause: unknown) => {
      if (isCoinbase) setCoinbase('failed')
      throw cause
    })
    if (isCoinbase) setCoinbase('ready')
    if (!connector) throw new Error(`${option.name} is not available.`)
    return connector
  }

  return { coinbase, resolveConnector }
}
