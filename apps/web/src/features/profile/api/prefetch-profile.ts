import type { Address } from '@memap/shared/address'
import type { QueryClient } from '@tanstack/react-query'
import { getUserInfoQueryOptions } from '../../../shared/api/user-info.ts'
import { profileTarget } from '../lib/profile-target.ts'

/**
 * A first visit of /memap starts loading the profile with the page's code, not after it: the
 * same query the screen runs, so the screen finds it under way or done.
 */
export function prefetchProfile(queryClient: QueryClient, url: URL, viewer: Address | null) {
  const target = profileTarget(null, url.searchParams.get('user'), viewer)
  if (target.kind !== 'wallet') return
  void queryClient.prefetchQuery(getUserInfoQueryOptions({ target: target.address, viewer }))
}
