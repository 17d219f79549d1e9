import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useConfig } from 'wagmi'
import { logOut } from '../../features/session/api/auth.ts'
import { disconnectAll } from '../../features/wallet/lib/disconnect.ts'
import { clearSession } from '../../shared/lib/session-store.ts'
import { paths } from '../paths.ts'

/**
 * UnLink (spec §2, menu): ends the session on the server, disconnects the wallet, clears the
 * state and goes to /. A server that cannot be reached does not keep the user signed in here.
 */
export function useUnlink(): () => Promise<void> {
  const config = useConfig()
  const navigate = useNavigate()
  return useCallback(async () => {
    await logOut().catch((error: unknown) => console.error(error))
    await disconnectAll(config)
    clearSession()
    navigate(paths.home, { replace: true })
  }, [config, navigate])
}
