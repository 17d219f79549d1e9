import { paths } from '../../shared/lib/paths.ts'
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx'

/** The other members: what they did, friends, a network's members, and the reports on them. */
export const peopleScreens: [string, LazyScreen][] = [
  [
    paths.notifications,
    lazyScreen(
      () => import('../../features/notifications/notifications-screen.tsx'),
      (m) => m.NotificationsScreen,
    ),
  ],
  [
    paths.friendList,
    lazyScreen(
      () => import('./friend-list-route.tsx'),
      (m) => m.FriendListRoute,
    ),
  ],
  [
    paths.findNetwork,
    lazyScreen(
      () => import('../../features/network/find-network-screen.tsx'),
      (m) => m.FindNetworkScreen,
    ),
  ],
  [
    paths.admin,
    lazyScreen(
      () => import('../../features/admin/admin-screen.tsx'),
      (m) => m.AdminScreen,
    ),
  ],
]
