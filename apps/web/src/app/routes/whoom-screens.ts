import { paths } from '../../shared/lib/paths.ts'
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx'

/** Whoom and what it buys: the rewards and withdrawals, the assets, the badges. */
export const whoomScreens: [string, LazyScreen][] = [
  [
    paths.myReward,
    lazyScreen(
      () => import('./my-reward-route.tsx'),
      (m) => m.MyRewardRoute,
    ),
  ],
  [
    paths.myAssets,
    lazyScreen(
      () => import('../../features/assets/my-assets-screen.tsx'),
      (m) => m.MyAssetsScreen,
    ),
  ],
  [
    paths.badgeCollection,
    lazyScreen(
      () => import('../../features/badges/badge-collection-screen.tsx'),
      (m) => m.BadgeCollectionScreen,
    ),
  ],
]
