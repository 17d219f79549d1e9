import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ConnectedWallet } from '../features/wallet/components/wallet-chooser.tsx'
import { loadedWalletRuntime } from '../features/wallet/wallet-store.ts'
import { paths } from '../shared/lib/paths.ts'
import { usePublicConfig } from '../shared/lib/public-config.ts'
import { clearSession, sessionStore } from '../shared/lib/session-store.ts'

export type AfterConnect = {
  /** Given to the Connect Wallet button. */
  afterConnect: (wallet: ConnectedWallet) => void
  /** 'busy' while the wallet is asked to switch chains and sign; 'failed' shows the error. */
  status: 'idle' | 'busy' | 'failed'
}

/**
 * The one place for what follows a connect in the wallet chooser (PRODUCT.md §2, landing; §4, Login):
 * force the chain, sign in, check the NFT, route (see login-flow.ts). Any failure, a refusal in
 * the wallet included, clears the session, disconnects and shows the error dialog.
 */
export function useAfterConnect(): AfterConnect {
  const publicConfig = usePublicConfig()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [status, setStatus] = useState<AfterConnect['status']>('idle')

  const afterConnect = useCallback(
    async ({ address, connector }: ConnectedWallet) => {
      setStatus('busy')
      // A wallet connected in the chooser: the wallet libraries are loaded.
      const wallet = loadedWalletRuntime()
      try {
        const { logInWallet } = await import('./log-in-wallet.ts')
        const result = await logInWallet({
          address,
          connector,
          config: wallet.config,
          publicConfig,
          queryClient,
        })
        if (result.to === 'memap') {
          sessionStore.setState({ address, name: result.name })
          navigate(paths.memap, { state: { user: address } })
        } else {
          sessionStore.setState({ address, name: null })
          navigate(paths.memapStart)
        }
      } catch (error) {
        console.error(error)
        clearSession()
        await wallet.disconnectAll()
        setStatus('failed')
      }
    },
    [publicConfig, queryClient, navigate],
  )

  return { afterConnect: (wallet) => void afterConnect(wallet), status }
}
