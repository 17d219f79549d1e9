import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { namesWhose } from '../../shared/lib/named-routes.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { SENT_FROM_PARAM } from '../../shared/lib/sent-from.ts'

/**
 * The one guard of a visitor's routes in the app's frame: a page that does not name whose it is
 * (shared/lib/named-routes.ts) needs a wallet, and sends a visitor to the landing, which asks
 * them to connect and brings them back once connected.
 */
export function VisitorGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  const search = useSearch()
  if (namesWhose(pathname, new URLSearchParams(search))) return children
  const here = search === '' ? pathname : `${pathname}?${search}`
  return <Redirect to={hrefTo(paths.home, { [SENT_FROM_PARAM]: here })} replace />
}
