import { useLocation } from 'wouter'
import { appPathAt } from '../shared/lib/paths.ts'
import type { AppRoute, ScreenHandle } from './routes/lazy-screen.tsx'
import { notFoundRoute, openRoutes } from './routes/open-routes.tsx'
import { shellRoutes } from './routes/shell-routes.tsx'
import { useScrollToTopOnNavigate } from './scroll-to-top.ts'
import { useLeaveOnSignOut } from './use-leave-on-sign-out.ts'

// Wouter (2.7 KB gzip) keeps the address; the table below says what shows at it: the open pages
// (routes/open-routes.tsx) and the screens inside the app's frame (routes/shell-routes.tsx).

const routes: ReadonlyMap<string, AppRoute> = new Map(
  [...openRoutes, ...shellRoutes].map((route) => [route.path, route]),
)

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
