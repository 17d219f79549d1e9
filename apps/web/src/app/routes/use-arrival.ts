import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { paths } from '../../shared/lib/paths.ts'
import { clearSession, sessionStore, useSession } from '../../shared/lib/session-store.ts'

/**
 * 'checking' while the server is asked whether the stored session is live (the page then goes
 * on to the MeMap); 'signed-out' without one; 'unknown' when the server could not say: then the
 * landing shows, and signs nobody out.
 */
type Arrival = 'checking' | 'signed-out' | 'unknown'

export function useArrival(returnTo: string | null): Arrival {
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  // As the server rendered it, when it did (session-store.ts): the stored session is read below.
  const signedIn = useSession((state) => state.address !== null)
  const [arrival, setArrival] = useState<Arrival>(signedIn ? 'checking' : 'signed-out')
  useEffect(() => {
    const address = sessionStore.getState().address
    if (address === null) {
      clearSession()
      // Rendered on the server for a live session this device does not keep: signed out here.
      setArrival('signed-out')
      return
    }
    let active = true
    import('../member-arrival.ts')
      .then(({ arrivalOf }) => arrivalOf(address, queryClient))
      .then(
        (where) => {
          if (!active) return
          if (where === 'signed-out') clearSession()
          if (where === 'signed-out' || where === 'unknown') setArrival(where)
          else navigate(where === paths.memap ? (returnTo ?? where) : where, { replace: true })
        },
        () => {
          if (active) setArrival('unknown')
        },
      )
    return () => {
      active = false
    }
  }, [navigate, queryClient, returnTo])
  return arrival
}
