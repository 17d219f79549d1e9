import type { Address } from '@memap/shared/address'
import { searchMembers } from '@memap/shared/endpoints/search'
import type { searchPageSchema } from '@memap/shared/search'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/user/search` (members only): people by name, 10 a page, keyset-paged by an opaque
// `Index` (an empty page ends the list).

export type SearchPage = z.output<typeof searchPageSchema>
export type FoundMember = SearchPage['Members'][number]

export const FIRST_SEARCH_PAGE = '0'

export function getSearchPage(
  params: { viewer: Address; q: string; index: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchPage> {
  return api.call(searchMembers, {
    query: { walletAddr: params.viewer, q: params.q, index: params.index },
    signal,
  })
}

export const MEMBER_SEARCH_KEY = 'member-search'

/**
 * A search's pages. A new `q` is a new query: TanStack Query cancels the one before (its fetch
 * gets the signal), so a slow answer for an old text never shows.
 */
export function getMemberSearchQueryOptions(viewer: Address, q: string) {
  return infiniteQueryOptions({
    queryKey: [MEMBER_SEARCH_KEY, viewer, q],
    queryFn: ({ pageParam, signal }) => getSearchPage({ viewer, q, index: pageParam }, { signal }),
    initialPageParam: FIRST_SEARCH_PAGE,
    getNextPageParam: (page: SearchPage) => (page.Members.length === 0 ? undefined : page.Index),
    enabled: q !== '',
    // A name found a moment ago is still there: going back to the same text asks nothing.
    staleTime: 30_000,
  })
}

export function useMemberSearch(viewer: Address, q: string) {
  return useInfiniteQuery(getMemberSearchQueryOptions(viewer, q))
}
