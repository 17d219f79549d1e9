import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
} from 'react-router'
import { FullPageStatus } from './layout/full-page-status.tsx'
import { paths } from './paths.ts'
import { AppErrorScreen, RouteErrorScreen } from './route-error.tsx'
import { useLeaveOnSignOut } from './use-leave-on-sign-out.ts'

/** A route whose screen is fetched on first visit, with its own error boundary. */
function screen<M>(
  path: string | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return {
    ...(path === undefined ? { index: true as const } : { path }),
    lazy: async () => {
      try {
        return { Component: pick(await load()) }
      } catch (error) {
        // React Router renders nothing, not the error boundary, for a route whose `lazy` failed
        // (it keeps waiting for the route's code). A loader that throws reaches the boundary.
        return { loader: () => rethrow(error) }
      }
    },
    ErrorBoundary: RouteErrorScreen,
  } satisfies RouteObject
}

function rethrow(error: unknown): never {
  throw error
}

const landing = () => import('./routes/landing-route.tsx')

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: AppErrorScreen,
    HydrateFallback: () => <FullPageStatus>Loading MeMap…</FullPageStatus>,
    children: [
      screen(undefined, landing, (m) => m.LandingRoute),
      screen(paths.landing, landing, (m) => m.LandingRoute),
      {
        // The top bar and menu: not part of the landing page's download.
        lazy: async () => ({ Component: (await import('./layout/app-shell.tsx')).AppShell }),
        children: [
          screen(
            paths.memapStart,
            () => import('../features/signup/signup-screen.tsx'),
            (m) => m.SignupScreen,
          ),
          screen(
            paths.memap,
            () => import('../features/profile/profile-screen.tsx'),
            (m) => m.ProfileScreen,
          ),
          screen(
            paths.miCode,
            () => import('../features/share/share-screen.tsx'),
            (m) => m.ShareScreen,
          ),
          screen(
            paths.notifications,
            () => import('../features/notifications/notifications-screen.tsx'),
            (m) => m.NotificationsScreen,
          ),
          screen(
            paths.settings,
            () => import('../features/settings/settings-screen.tsx'),
            (m) => m.SettingsScreen,
          ),
          screen(
            paths.selectEmotion,
            () => import('../features/emotion/select-emotion-screen.tsx'),
            (m) => m.SelectEmotionScreen,
          ),
          screen(
            paths.friendList,
            () => import('../features/friends/friend-list-screen.tsx'),
            (m) => m.FriendListScreen,
          ),
          screen(
            paths.findNetwork,
            () => import('../features/network/find-network-screen.tsx'),
            (m) => m.FindNetworkScreen,
          ),
          screen(
            paths.myReward,
            () => import('./routes/my-reward-route.tsx'),
            (m) => m.MyRewardRoute,
          ),
          screen(
            paths.album,
            () => import('../features/album/album-screen.tsx'),
            (m) => m.AlbumScreen,
          ),
          screen(
            paths.myAssets,
            () => import('../features/assets/my-assets-screen.tsx'),
            (m) => m.MyAssetsScreen,
          ),
          screen(
            paths.badgeCollection,
            () => import('../features/badges/badge-collection-screen.tsx'),
            (m) => m.BadgeCollectionScreen,
          ),
        ],
      },
      // Not found: back to the start.
      { path: '*', loader: () => redirect(paths.home) },
    ],
  },
]

/** The app's data router; creating it starts loading the first screen's code at once. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}

function Root() {
  useLeaveOnSignOut()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
