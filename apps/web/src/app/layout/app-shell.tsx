import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { useSession, useSessionHydrated } from '../../shared/lib/session-store.ts'
import '../catalog.ts'
import { FullPageStatus } from './full-page-status.tsx'
import { TopBar } from './top-bar.tsx'
import './app-shell.css'

const LiveUpdates = lazyWithTexts(async () => (await import('./signed-in.tsx')).LiveUpdates)

/** Top bar and the current screen, once the stored session is read back; live while signed in. */
export function AppShell() {
  const hydrated = useSessionHydrated()
  const address = useSession((state) => state.address)
  if (!hydrated) {
    return (
      <FullPageStatus>
        <Trans>Loading MeMap…</Trans>
      </FullPageStatus>
    )
  }
  return (
    <div className="app-shell">
      {address && (
        <Suspense fallback={null}>
          <LiveUpdates address={address} />
        </Suspense>
      )}
      <TopBar />
      <main className="app-shell__main">
        <Outlet />
      </main>
    </div>
  )
}
