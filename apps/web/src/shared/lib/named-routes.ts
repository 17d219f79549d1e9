import { paths, type RouteName } from './paths.ts'

/**
 * The query parameter that names whose screen each `named` route shows (route-access.ts):
 * `/memap?user=0x…` is that member's profile, for anyone to see.
 */
export const NAMED_BY = {
  memap: 'user',
  friendList: 'user',
  album: 'user',
  findNetwork: 'objectId',
} as const satisfies Partial<Record<RouteName, string>>

/**
 * Whether the page at `pathname` with the query `search` is a member's or network's its URL
 * names: in the app's frame, the only pages a visitor sees (app/layout/visitor-guard.tsx). Kept
 * apart from the route table, which a visitor's first visit does not download.
 */
export function namesWhose(pathname: string, search: URLSearchParams): boolean {
  const name = (Object.keys(NAMED_BY) as (keyof typeof NAMED_BY)[]).find(
    (candidate) => paths[candidate] === pathname,
  )
  return name !== undefined && (search.get(NAMED_BY[name]) ?? '') !== ''
}
