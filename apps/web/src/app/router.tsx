import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { useLocation } from 'wouter'
import { prefetchProfile } from '../features/profile/api/prefetch-profile.ts'
import { lazyWithTexts } from '../shared/i18n/lazy-with-texts.ts'
import { appPathAt, paths } from '../shared/lib/paths.ts'
import { renderedFor } from '../shared/lib/rendered-page.ts'
import { sessionStore } from '../shared/lib/session-store.ts'
import './catalog.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'
import { queryClient } from './providers.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import { useScrollToTopOnNavigate } from './scroll-to-top.ts'
import { useLeaveOnSignOut } from './use-leave-on-sign-out.ts'
import '../shared/ui/screen.css'
import '../shared/ui/spinner.css'
import { Suspense } from '../shared/ui/suspense.tsx'

// Wouter (2.7 KB gzip) keeps the address; the table below says what shows at it. Lazy screens
// load through React.lazy and Suspense, and every screen loads its own data with TanStack Query.

/**
 * What a route knows of its screen, so a first visit starts downloading its code, and maybe its
 * data, before rendering anything.
 */
export type ScreenHandle = { preload: () => Promise<unknown>; prefetch?: (url: URL) => void }

/** A screen whose code is fetched on first visit. */
function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (url: URL) => void,
) {
  const Screen = lazyWithTexts(async () => pick(await load()))
  return { Screen, handle: { preload: Screen.preload, prefetch } satisfies ScreenHandle }
}

/** What shows at an address, and what a first visit of it preloads. */
export type AppRoute = { path: string; handles: ScreenHandle[]; element: ReactNode }

/** The element of a lazy screen, with its own error boundary and loading state. */
function screenElement(Screen: ComponentType, fallback: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** A route for a lazy screen, on a page of its own. */
function screen(
  path: string,
  { Screen, handle }: ReturnType<typeof lazyScreen>,
  fallback: ReactNode,
): AppRoute {
  return { path, handles: [handle], element: screenElement(Screen, fallback) }
}

const startingUp = (
  <FullPageStatus>
    <Trans>Loading MeMap…</Trans>
  </FullPageStatus>
)

/** A screen of the shell on its way: a spinner, named for assistive technologies. */
function LoadingScreen() {
  const { t } = useLingui()
  return (
    <p className="screen screen--center" role="status" aria-label={t`Loading`}>
      <span className="spinner" aria-hidden="true" />
    </p>
  )
}
const loadingScreen = <LoadingScreen />

const landing = lazyScreen(
  () => import('./routes/landing-route.tsx'),
  (m) => m.LandingRoute,
)
// The landing's pages, open to everyone: no top bar, no wallet.
const infoScreens: [string, ReturnType<typeof lazyScreen>][] = [
  [
    paths.about,
    lazyScreen(
      () => import('../features/info/about-screen.tsx'),
      (m) => m.AboutScreen,
    ),
  ],
  [
    paths.rewardSystem,
    lazyScreen(
      () => import('../features/info/reward-system-screen.tsx'),
      (m) => m.RewardSystemScreen,
    ),
  ],
  [
    paths.roadmap,
    lazyScreen(
      () => import('../features/info/roadmap-screen.tsx'),
      (m) => m.RoadmapScreen,
    ),
  ],
  [
    paths.terms,
    lazyScreen(
      () => import('../features/info/terms-screen.tsx'),
      (m) => m.TermsScreen,
    ),
  ],
  [
    paths.privacy,
    lazyScreen(
      () => import('../features/info/privacy-screen.tsx'),
      (m) => m.PrivacyScreen,
    ),
  ],
]
const notFound = lazyScreen(
  () => import('../features/info/not-found-screen.tsx'),
  (m) => m.NotFoundScreen,
)
// The top bar and menu: not part of the landing page's download.
const AppShell = lazyWithTexts(async () => (await import('./layout/app-shell.tsx')).AppShell)

const shellScreens: [string, ReturnType<typeof lazyScreen>][] = [
  [
    paths.memapStart,
    lazyScreen(
      () => import('../features/signup/signup-screen.tsx'),
      (m) => m.SignupScreen,
    ),
  ],
  [
    paths.memap,
    lazyScreen(
      () => import('../features/profile/profile-screen.tsx'),
      (m) => m.ProfileScreen,
      // For the viewer the page was rendered for, if the server rendered it: it hydrates with it.
      (url) =>
        prefetchProfile(queryClient, url, renderedFor()?.viewer ?? sessionStore.getState().address),
    ),
  ],
  [
    paths.miCode,
    lazyScreen(
      () => import('../features/share/share-screen.tsx'),
      (m) => m.ShareScreen,
    ),
  ],
  [
    paths.notifications,
    lazyScreen(
      () => import('../features/notifications/notifications-screen.tsx'),
      (m) => m.NotificationsScreen,
    ),
  ],
  [
    paths.settings,
    lazyScreen(
      () => import('../features/settings/settings-screen.tsx'),
      (m) => m.SettingsScreen,
    ),
  ],
  [
    paths.selectEmotion,
    lazyScreen(
      () => import('../features/emotion/select-emotion-screen.tsx'),
      (m) => m.SelectEmotionScreen,
    ),
  ],
  [
    paths.friendList,
    lazyScreen(
      () => import('./routes/friend-list-route.tsx'),
      (m) => m.FriendListRoute,
    ),
  ],
  [
    paths.findNetwork,
    lazyScreen(
      () => import('../features/network/find-network-screen.tsx'),
      (m) => m.FindNetworkScreen,
    ),
  ],
  [
    paths.myReward,
    lazyScreen(
      () => import('./routes/my-reward-route.tsx'),
      (m) => m.MyRewardRoute,
    ),
  ],
  [
    paths.album,
    lazyScreen(
      () => import('../features/album/album-screen.tsx'),
      (m) => m.AlbumScreen,
    ),
  ],
  [
    paths.myAssets,
    lazyScreen(
      () => import('../features/assets/my-assets-screen.tsx'),
      (m) => m.MyAssetsScreen,
    ),
  ],
  [
    paths.badgeCollection,
    lazyScreen(
      () => import('../features/badges/badge-collection-screen.tsx'),
      (m) => m.BadgeCollectionScreen,
    ),
  ],
  [
    paths.admin,
    lazyScreen(
      () => import('../features/admin/admin-screen.tsx'),
      (m) => m.AdminScreen,
    ),
  ],
]

// A signed-in member's part of the frame (layout/signed-in.tsx) starts downloading at once.
const shellHandle: ScreenHandle = {
  preload: async () => {
    await AppShell.preload()
    if (sessionStore.getState().address) await import('./layout/signed-in.tsx')
  },
}

/** A route for a lazy screen inside the app's frame, which stays as the screens change. */
function shellScreen(path: string, { Screen, handle }: ReturnType<typeof lazyScreen>): AppRoute {
  return {
    path,
    handles: [shellHandle, handle],
    element: (
      <Suspense fallback={startingUp}>
        <AppShell>{screenElement(Screen, loadingScreen)}</AppShell>
      </Suspense>
    ),
  }
}

const routes: ReadonlyMap<string, AppRoute> = new Map(
  [
    screen(paths.home, landing, startingUp),
    screen(paths.landing, landing, startingUp),
    ...infoScreens.map(([path, lazyRoute]) => screen(path, lazyRoute, startingUp)),
    ...shellScreens.map(([path, lazyRoute]) => shellScreen(path, lazyRoute)),
  ].map((route) => [route.path, route]),
)
// Any other address: a page that says so, with the way home.
const notFoundRoute = screen('*', notFound, startingUp)

/** The route at `pathname`, whatever its letter case, with or without a final slash. */
export function routeAt(pathname: string): AppRoute {
  const path = appPathAt(pathname)
  return (path && routes.get(path)) ?? notFoundRoute
}

/**
 * Starts downloading the code, and the data if it says so, of the screen at `url`; settles once
 * its code is there (or failed: the screen's own loading state and error boundary take over).
 */
export async function preloadScreen(url: URL): Promise<void> {
  for (const handle of screenHandles(url)) handle.prefetch?.(url)
  await loadScreenCode(url)
}

/** The code of the screen at `url` (and of the layout around it), without its data. */
export async function loadScreenCode(url: URL): Promise<void> {
  await Promise.allSettled(screenHandles(url).map((handle) => handle.preload()))
}

const screenHandles = (url: URL): ScreenHandle[] => routeAt(url.pathname).handles

/** The app's screens, inside wouter's `<Router>`. */
export function AppRoutes() {
  useLeaveOnSignOut()
  useScrollToTopOnNavigate()
  const [pathname] = useLocation()
  return routeAt(pathname).element
}
