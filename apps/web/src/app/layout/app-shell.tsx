import { Outlet } from 'react-router'
import { TopBar } from './top-bar.tsx'

/** Top bar and the current screen. */
export function AppShell() {
  return (
    <div className="app-shell">
      <TopBar />
      <main className="app-shell__main">
        <Outlet />
      </main>
    </div>
  )
}
