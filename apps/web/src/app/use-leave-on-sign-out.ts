import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import { onSessionEnded } from '../features/session/api/auth.ts'
import { useWalletRuntime } from '../features/wallet/wallet-store.ts'
import { paths } from '../shared/lib/paths.ts'
import { clearSession } from '../shared/lib/session-store.ts'

/**
 * PRODUCT.md §2: when the wallet disconnects anywhere, the session state is cleared and the user goes
 * to /. A 401 from the API (the session ended on the server) does the same, in this one place.
 * Mounted at the root of the router, so it listens from the start; the landing page signs in
 * and out on its own and is left alone.
 */
export function useLeaveOnSignOut() {
  const [, navigate] = useLocation()
  const wallet = useWalletRuntime()
  const leave = useCallback(() => {
    // Where the page is now: an event can come before React has rendered the last navigation.
    const { pathname } = window.location
    if (pathname === paths.home || pathname === paths.landing) return
    clearSession()
    navigate(paths.home, { replace: true })
  }, [navigate])
  useEffect(() => onSessionEnded(leave), [leave])
  useEffect(() => wallet?.onDisconnect(leave), [wallet, leave])
}
