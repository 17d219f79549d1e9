import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useLocation } from 'wouter'
import type { ConnectedWallet } from '../features/wallet/components/wallet-chooser.tsx'
import { loadedWalletRuntime } from '../features/wallet/wallet-store.ts'
import { getMembershipQueryOptions } from '../shared/api/nft-status.ts'
import { forgetLeftMeMap } from '../shared/lib/landing-state.ts'
import { hrefTo, paths } from '../shared/lib/paths.ts'
import { usePublicConfig } from '../shared/lib/public-config.ts'
import { SENT_FROM_PARAM } from '../shared/lib/sent-from.ts'
import { clearSession, sessionStore } from '../shared/lib/session-store.ts'
import { keepCauseOfShownFailure } from '../shared/lib/shown-failure.ts'

export type AfterConnect = {
  /** Given to the Connect Wallet button. */
  afterConnect: (wallet: ConnectedWallet) => void
  /**
   * 'busy' while the wallet is asked to switch chains and sign; 'failed' shows the error dialog
   * with `error`: a refusal of the server in its words (a sign-in limit says how long to wait).
   */
  status: 'idle' | 'busy' | 'failed'
  error: unknown
}

/**
 * The one place for what follows a connect in the wallet chooser (PRODUCT.md §2, landing; §4, Login):
 * force the chain, sign in, check the NFT, route (see login-flow.ts). Any failure, a refusal in
 * the wallet included, clears the session, disconnects and shows the error dialog. A member goes
 * to `returnTo` when the landing names the page they were sent from, else to their MeMap.
 */
export function useAfterConnect(returnTo: string | null): AfterConnect {
  const publicConfig = usePublicConfig()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [failure, setFailure] = useState<{ status: AfterConnect['status']; error: unknown }>({
    status: 'idle',
    error: null,
  })

  const afterConnect = useCallback(
    async ({ address, connector }: ConnectedWallet) => {
      setFailure({ status: 'busy', error: null })
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
        forgetLeftMeMap()
        // What the route guard and the menu ask (app/layout/route-guard.tsx), answered already.
        queryClient.setQueryData(getMembershipQueryOptions(address).queryKey, result.to === 'memap')
        if (result.to === 'memap') {
          sessionStore.setState({ address, name: result.name })
          navigate(returnTo ?? paths.memap)
        } else {
          sessionStore.setState({ address, name: null })
          navigate(hrefTo(paths.memapStart, { [SENT_FROM_PARAM]: returnTo ?? undefined }))
        }
      } catch (error) {
        keepCauseOfShownFailure(error)
        clearSession()
        await wallet.disconnectAll()
        setFailure({ status: 'failed', error })
      }
    },
    [publicConfig, queryClient, navigate, returnTo],
  )

  return { afterConnect: (wallet) => void afterConnect(wallet), ...failure }
}
