/**
 * Every route of the app (PRODUCT.md §2), the one table the router and all links use.
 * `/` and `/landing` show the same landing screen.
 */
export const paths = {
  home: '/',
  landing: '/landing',
  memapStart: '/memapstart',
  memap: '/memap',
  miCode: '/micode',
  notifications: '/notifications',
  settings: '/settings',
  selectEmotion: '/select_emotion',
  friendList: '/friendlist',
  findNetwork: '/findnetwork',
  myReward: '/myreward',
  album: '/album',
  myAssets: '/myassets',
  badgeCollection: '/badgecollection',
  about: '/about',
  rewardSystem: '/reward-system',
  roadmap: '/roadmap',
  terms: '/terms',
  privacy: '/privacy',
  admin: '/admin',
} as const satisfies Record<string, `/${string}`>

export type RouteName = keyof typeof paths
export type AppPath = (typeof paths)[RouteName]

const appPaths: ReadonlySet<string> = new Set(Object.values(paths))

/**
 * The app's route at `pathname`, whatever its letter case, with or without a final slash; none
 * for any other address, which the app shows as "Page not found" and the server answers 404.
 */
export function appPathAt(pathname: string): AppPath | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase()
  return appPaths.has(path) ? (path as AppPath) : undefined
}
