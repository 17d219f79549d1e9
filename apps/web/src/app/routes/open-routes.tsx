import { paths } from '../../shared/lib/paths.ts'
import { LoadingMeMap } from '../layout/loading-memap.tsx'
import { type AppRoute, type LazyScreen, lazyScreen, screenElement } from './lazy-screen.tsx'

// The landing and its pages, open to everyone: no top bar, no wallet.

/** A route for a lazy screen, on a page of its own. */
function screen(path: string, { Screen, handle }: LazyScreen): AppRoute {
  return { path, handles: [handle], element: screenElement(Screen, <LoadingMeMap />) }
}

const landing = lazyScreen(
  () => import('./landing-route.tsx'),
  (m) => m.LandingRoute,
)
const infoScreens: [string, LazyScreen][] = [
  [
    paths.about,
    lazyScreen(
      () => import('../../features/info/about-screen.tsx'),
      (m) => m.AboutScreen,
    ),
  ],
  [
    paths.rewardSystem,
    lazyScreen(
      () => import('../../features/info/reward-system-screen.tsx'),
      (m) => m.RewardSystemScreen,
    ),
  ],
  [
    paths.roadmap,
    lazyScreen(
      () => import('../../features/info/roadmap-screen.tsx'),
      (m) => m.RoadmapScreen,
    ),
  ],
  [
    paths.terms,
    lazyScreen(
      () => import('../../features/info/terms-screen.tsx'),
      (m) => m.TermsScreen,
    ),
  ],
  [
    paths.privacy,
    lazyScreen(
      () => import('../../features/info/privacy-screen.tsx'),
      (m) => m.PrivacyScreen,
    ),
  ],
]
const notFound = lazyScreen(
  () => import('../../features/info/not-found-screen.tsx'),
  (m) => m.NotFoundScreen,
)

export const openRoutes: AppRoute[] = [
  screen(paths.home, landing),
  screen(paths.landing, landing),
  ...infoScreens.map(([path, lazyRoute]) => screen(path, lazyRoute)),
]

// Any other address: a page that says so, with the way home.
export const notFoundRoute = screen('*', notFound)
