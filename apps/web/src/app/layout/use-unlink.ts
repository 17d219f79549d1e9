import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { logOut } from '../../features/session/api/auth.ts'
import { useWalletRuntime } from '../../features/wallet/wallet-store.ts'
import { paths } from '../../shared/lib/paths.ts'
import { clearSession } from '../../shared/lib/session-store.ts'
import { keepCauseOfShownFailure } from '../../shared/lib/shown-failure.ts'

/**
 * Unlink (PRODUCT.md §2, menu): ends the session on the server, disconnects the wallet, clears the
 * state and goes to /. A server that cannot be reached does not keep the user signed in here.
 */
export function useUnlink(): () => Promise<void> {
  const wallet = useWalletRuntime()
  const [, navigate] = useLocation()
  return useCallback(async () => {
    await logOut().catch((error: unknown) => keepCauseOfShownFailure(error))
    await wallet?.disconnectAll()
    clearSession()
    navigate(paths.home, { replace: true })
  }, [wallet, navigate])
}
