import type { SessionEnd } from '@memap/shared/session-end'
import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import { onSessionEnded } from '../features/session/api/auth.ts'
import { useWalletRuntime } from '../features/wallet/wallet-store.ts'
import { hrefTo, paths } from '../shared/lib/paths.ts'
import { SENT_FROM_PARAM, SESSION_ENDED_PARAM } from '../shared/lib/sent-from.ts'
import { clearSession } from '../shared/lib/session-store.ts'

/**
 * PRODUCT.md §2: when the wallet disconnects anywhere, the session state is cleared and the user goes
 * to /. A 401 from the API (the session ended on the server) does the same, in this one place.
 * The landing says why when the server said (signed out from another device, expired), and
 * brings the member back to the page they were on once they connect again, as it does a visitor.
 * Mounted at the root of the router, so it listens from the start; the landing page signs in
 * and out on its own and is left alone.
 */
export function useLeaveOnSignOut() {
  const [, navigate] = useLocation()
  const wallet = useWalletRuntime()
  const leave = useCallback(
    (ended?: SessionEnd) => {
      // Where the page is now: an event can come before React has rendered the last navigation.
      const { pathname, search } = window.location
      if (pathname === paths.home || pathname === paths.landing) return
      clearSession()
      const landing = hrefTo(paths.home, {
        [SENT_FROM_PARAM]: pathname + search,
        [SESSION_ENDED_PARAM]: ended,
      })
      navigate(landing, { replace: true })
    },
    [navigate],
  )
  useEffect(() => onSessionEnded(leave), [leave])
  useEffect(() => wallet?.onDisconnect(() => leave()), [wallet, leave])
}
