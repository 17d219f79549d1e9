import { Outlet } from 'react-router'
import { useSession, useSessionHydrated } from '../../shared/lib/session-store.ts'
import { useLiveUpdates } from '../live-updates.ts'
import { FullPageStatus } from './full-page-status.tsx'
import { TopBar } from './top-bar.tsx'

/** Top bar and the current screen, once the stored session is read back; live while signed in. */
export function AppShell() {
  const hydrated = useSessionHydrated()
  useLiveUpdates(useSession((state) => state.address))
  if (!hydrated) return <FullPageStatus>Loading MeMap…</FullPageStatus>
  return (
    <div className="app-shell">
      <TopBar />
      <main className="app-shell__main">
        <Outlet />
      </main>
    </div>
  )
}
