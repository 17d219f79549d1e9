import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'
import { LoadingMeMap } from '../layout/loading-memap.tsx'
import { type AppRoute, type LazyScreen, type ScreenHandle, screenElement } from './lazy-screen.tsx'
import { LoadingScreen } from './loading-screen.tsx'
import { memapScreens } from './memap-screens.ts'
import { peopleScreens } from './people-screens.ts'
import { whoomScreens } from './whoom-screens.ts'

// The top bar and menu: not part of the landing page's download.
const AppShell = lazyWithTexts(async () => (await import('../layout/app-shell.tsx')).AppShell)

// A signed-in member's part of the frame (layout/signed-in.tsx) starts downloading at once.
const shellHandle: ScreenHandle = {
  preload: async () => {
    await AppShell.preload()
    if (sessionStore.getState().address) await import('../layout/signed-in.tsx')
  },
}

/** A route for a lazy screen inside the app's frame, which stays as the screens change. */
function shellScreen(path: string, { Screen, handle }: LazyScreen): AppRoute {
  return {
    path,
    handles: [shellHandle, handle],
    element: (
      <Suspense fallback={<LoadingMeMap />}>
        <AppShell>{screenElement(Screen, <LoadingScreen />)}</AppShell>
      </Suspense>
    ),
  }
}

/** The screens inside the app's frame: a member's, and a wallet's without a MeMap. */
export const shellRoutes: AppRoute[] = [...memapScreens, ...peopleScreens, ...whoomScreens].map(
  ([path, lazyRoute]) => shellScreen(path, lazyRoute),
)
