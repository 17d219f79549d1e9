import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { getMembershipQueryOptions } from '../../shared/api/nft-status.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { needsMeMap } from '../../shared/lib/route-access.ts'
import { SENT_FROM_PARAM } from '../../shared/lib/sent-from.ts'
import '../catalog.ts'
import '../../shared/ui/screen.css'
import '../../shared/ui/spinner.css'

/**
 * The one guard of a signed-in wallet's routes (shared/lib/route-access.ts): a route that needs
 * a MeMap sends a wallet without one to /memapstart, which says why (PRODUCT.md §2). Whether the
 * wallet has one is the server's answer, read once a session.
 */
export function RouteGuard({ address, children }: { address: Address; children: ReactNode }) {
  const { t } = useLingui()
  const [pathname] = useLocation()
  const search = useSearch()
  const guarded = needsMeMap(pathname, new URLSearchParams(search))
  const membership = useQuery({ ...getMembershipQueryOptions(address), enabled: guarded })
  if (!guarded) return children
  // A "no" being asked again (after a registration) is no answer yet.
  if (membership.isPending || (membership.data === false && membership.isFetching)) {
    return (
      <p className="screen screen--center" role="status" aria-label={t`Loading`}>
        <span className="spinner" aria-hidden="true" />
      </p>
    )
  }
  if (membership.data === false) {
    return <Redirect to={hrefTo(paths.memapStart, { [SENT_FROM_PARAM]: pathname })} replace />
  }
  // A member, or no answer (the screen shows its own loading error).
  return children
}
