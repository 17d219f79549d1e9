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

/** A link to `path` with query parameters, e.g. `/memap?user=0x…` (PRODUCT.md §2, /memap). */
export function hrefTo(
  path: AppPath,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value))
  }
  const search = params.toString()
  return search === '' ? path : `${path}?${search}`
}
