import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { useSession, useSessionHydrated } from '../../shared/lib/session-store.ts'
import '../catalog.ts'
import { FullPageStatus } from './full-page-status.tsx'
import { TopBar } from './top-bar.tsx'
import { VisitorGuard } from './visitor-guard.tsx'
import './app-shell.css'
import { Suspense } from '../../shared/ui/suspense.tsx'

const SignedInFrame = lazyWithTexts(async () => (await import('./signed-in.tsx')).SignedInFrame)
// On a desktop, the navigation beside the content: it decides itself whether the window is one.
const SideNav = lazyWithTexts(async () => (await import('./side-nav.tsx')).SideNav)

/**
 * Top bar and the current screen (`children`), once the stored session is read back; while signed
 * in, live and behind the route guard (signed-in.tsx), else behind the visitor guard. On a desktop
 * a signed-in wallet has the navigation beside the screen.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const hydrated = useSessionHydrated()
  const address = useSession((state) => state.address)
  // A wallet signed out here (Unlink, a disconnect, an ended session) is on its way to the landing
  // (app/use-leave-on-sign-out.ts): its page is not a visitor's, to send there with a way back.
  const [signedInHere, setSignedInHere] = useState(address !== null)
  if (address !== null && !signedInHere) setSignedInHere(true)
  if (!hydrated) {
    return (
      <FullPageStatus>
        <Trans>Loading MeMap…</Trans>
      </FullPageStatus>
    )
  }
  return (
    <div className="app-shell">
      <TopBar />
      {address && (
        <Suspense fallback={null}>
          <SideNav address={address} />
        </Suspense>
      )}
      <main className="app-shell__main">
        {address ? (
          <Suspense fallback={null}>
            <SignedInFrame address={address}>{children}</SignedInFrame>
          </Suspense>
        ) : signedInHere ? null : (
          <VisitorGuard>{children}</VisitorGuard>
        )}
      </main>
    </div>
  )
}
