import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react'
import {
  matchRoutes,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router'
import { prefetchProfile } from '../features/profile/api/prefetch-profile.ts'
import { lazyWithTexts } from '../shared/i18n/lazy-with-texts.ts'
import { paths } from '../shared/lib/paths.ts'
import { renderedFor } from '../shared/lib/rendered-page.ts'
import { sessionStore } from '../shared/lib/session-store.ts'
import './catalog.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'
import { queryClient } from './providers.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import { useLeaveOnSignOut } from './use-leave-on-sign-out.ts'
import '../shared/ui/screen.css'
import '../shared/ui/spinner.css'

// React Router's declarative mode: lazy screens through React.lazy and Suspense. Its data router
// (loaders, `lazy` routes, ScrollRestoration) would add 15 kB gzip to every first visit, for
// features this app does not use: every screen loads its own data with TanStack Query.

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

/** A route for a lazy screen, with its own error boundary and loading state. */
function screen(
  path: string | undefined,
  { Screen, handle }: ReturnType<typeof lazyScreen>,
  fallback: ReactNode,
): RouteObject {
  return {
    ...(path === undefined ? { index: true as const } : { path }),
    handle,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={fallback}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    ),
  }
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

export const routes: RouteObject[] = [
  screen(undefined, landing, startingUp),
  screen(paths.landing, landing, startingUp),
  ...infoScreens.map(([path, lazyRoute]) => screen(path, lazyRoute, startingUp)),
  {
    // A signed-in member's part of the frame (layout/signed-in.tsx) starts downloading at once.
    handle: {
      preload: async () => {
        await AppShell.preload()
        if (sessionStore.getState().address) await import('./layout/signed-in.tsx')
      },
    } satisfies ScreenHandle,
    element: (
      <Suspense fallback={startingUp}>
        <AppShell />
      </Suspense>
    ),
    children: shellScreens.map(([path, lazyRoute]) => screen(path, lazyRoute, loadingScreen)),
  },
  // Any other address: a page that says so, with the way home.
  screen('*', notFound, startingUp),
]

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

const screenHandles = (url: URL): ScreenHandle[] =>
  (matchRoutes(routes, url.pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as ScreenHandle] : [],
  )

/** The app's screens, inside a `<BrowserRouter>`. */
export function AppRoutes() {
  useLeaveOnSignOut()
  useScrollToTopOnNavigate()
  return useRoutes(routes)
}

/** A new screen starts at the top; back and forward leave the scroll to the browser. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new pathname
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname, navigationType])
}
