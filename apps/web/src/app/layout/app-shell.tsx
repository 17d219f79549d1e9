import { Outlet } from 'react-router'
import { useSessionHydrated } from '../../shared/lib/session-store.ts'
import { FullPageStatus } from './full-page-status.tsx'
import { TopBar } from './top-bar.tsx'

/** Top bar and the current screen, once the stored session is read back. */
export function AppShell() {
  const hydrated = useSessionHydrated()
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
