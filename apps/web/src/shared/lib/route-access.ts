import { namesWhose } from './named-routes.ts'
import { type AppPath, paths, type RouteName } from './paths.ts'

/**
 * Who each route of the route table is for (PRODUCT.md §2, Routes):
 * - `landing`: the landing; a wallet that arrives signed in is taken on to its MeMap.
 * - `public`: the landing's information pages, for everyone.
 * - `sign-up`: a signed-in wallet without a MeMap (a member goes on to its MeMap, a visitor to /).
 * - `wallet`: any signed-in wallet, with or without a MeMap.
 * - `member`: a signed-in wallet with a MeMap.
 * - `named`: anyone, for the member or network its URL names (`NAMED_BY`); without one, the
 *   signed-in member's own, so `member`.
 *
 * The route guard (app/layout/route-guard.tsx) sends a wallet without a MeMap from a member's
 * route to /memapstart; e2e/signed-in.test.ts opens every route of a member from this table.
 * The visitor guard (app/layout/visitor-guard.tsx) lets a visitor see, in the app's frame, only
 * what a `named` route's URL names.
 */
export type RouteAccess = 'landing' | 'public' | 'sign-up' | 'wallet' | 'member' | 'named'

export const routeAccess = {
  home: 'landing',
  landing: 'landing',
  about: 'public',
  rewardSystem: 'public',
  roadmap: 'public',
  terms: 'public',
  privacy: 'public',
  memapStart: 'sign-up',
  settings: 'wallet',
  memap: 'named',
  friendList: 'named',
  album: 'named',
  findNetwork: 'named',
  miCode: 'member',
  notifications: 'member',
  selectEmotion: 'member',
  myReward: 'member',
  myAssets: 'member',
  badgeCollection: 'member',
  admin: 'member',
} as const satisfies Record<RouteName, RouteAccess>

/** The route of `pathname`, if it is one of the table's. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return (Object.keys(paths) as RouteName[]).find((name) => paths[name] === pathname)
}

/** Whether the page at `pathname` with the query `search` needs a wallet with a MeMap. */
export function needsMeMap(pathname: string, search: URLSearchParams): boolean {
  const name = routeNameOf(pathname)
  if (name === undefined) return false
  const access: RouteAccess = routeAccess[name]
  if (access === 'member') return true
  return access === 'named' && !namesWhose(pathname, search)
}

/** The routes a member opens and stays on: the member's own, the named ones and the settings. */
export const MEMBER_ROUTES: AppPath[] = (Object.keys(routeAccess) as RouteName[])
  .filter((name) => ['wallet', 'member', 'named'].includes(routeAccess[name]))
  .map((name) => paths[name])
