import type { Address } from '@memap/shared/address'
import { EMBEDDED_PROFILE_ID } from '@memap/shared/api'
import type { EmbeddedProfile } from '@memap/shared/profile'
import type { QueryClient } from '@tanstack/react-query'
import { getUserInfoQueryOptions } from '../../../shared/api/user-info.ts'
import { takeEmbeddedJson } from '../../../shared/lib/embedded-json.ts'
import { profileTarget } from '../lib/profile-target.ts'

const sameWallet = (a: string | null, b: string | null) => a?.toLowerCase() === b?.toLowerCase()

/**
 * A first visit of /memap shows the profile the server embedded in the page when it is the one
 * the screen asks for (same wallet, same viewer); otherwise it starts loading the profile with
 * the page's code, not after it: the same query the screen runs, so the screen finds it under
 * way or done.
 */
export function prefetchProfile(
  queryClient: QueryClient,
  url: URL,
  viewer: Address | null,
  page: Pick<Document, 'getElementById'> = document,
) {
  const embedded = takeEmbeddedJson<EmbeddedProfile>(EMBEDDED_PROFILE_ID, page)
  if (embedded && seedProfile(queryClient, url, viewer, embedded)) return
  const target = profileTarget(url.searchParams.get('user'), viewer)
  if (target.kind === 'wallet') {
    void queryClient.prefetchQuery(getUserInfoQueryOptions({ target: target.address, viewer }))
  }
}

/**
 * Puts the embedded profile where the screen at `url` looks for it, if it is the one it shows to
 * `viewer`; the server renders the page from the same (entry-server.tsx). Whether it was.
 */
export function seedProfile(
  queryClient: QueryClient,
  url: URL,
  viewer: Address | null,
  embedded: EmbeddedProfile,
): boolean {
  const target = profileTarget(url.searchParams.get('user'), viewer)
  if (target.kind !== 'wallet') return false
  if (!sameWallet(embedded.target, target.address) || !sameWallet(embedded.viewer, viewer)) {
    return false
  }
  const query = getUserInfoQueryOptions({ target: target.address, viewer })
  queryClient.setQueryData(query.queryKey, embedded.info)
  return true
}
