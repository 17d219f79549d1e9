import type { Address } from '@memap/shared/address'
import { recommendedMembers } from '@memap/shared/endpoints/friends'
import type { recommendPageSchema } from '@memap/shared/friends'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'
import {
  FIRST_RECOMMEND_PAGE,
  nextRecommendPage,
  type RecommendPageParam,
} from '../lib/recommend-paging.ts'

// `GET /v0/friends/recommend/list`: the members of one identity-graph network, 10 a page.

export type RecommendPage = z.output<typeof recommendPageSchema>
export type Member = RecommendPage['Friends'][number]

export function getRecommendPage(
  params: { viewer: Address | null; objectId: string } & RecommendPageParam,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RecommendPage> {
  return api.call(recommendedMembers, {
    query: {
      walletAddr: params.viewer ?? '',
      objectId: params.objectId,
      index: params.index,
      seed: params.seed,
    },
    signal,
  })
}

export function getRecommendQueryOptions(viewer: Address | null, objectId: string) {
  return infiniteQueryOptions({
    queryKey: ['recommend', objectId, viewer],
    queryFn: ({ pageParam, signal }) =>
      getRecommendPage({ viewer, objectId, ...pageParam }, { signal }),
    initialPageParam: FIRST_RECOMMEND_PAGE,
    getNextPageParam: (lastPage, pages) => nextRecommendPage(lastPage, pages),
  })
}

export function useRecommendedMembers(viewer: Address | null, objectId: string) {
  return useInfiniteQuery(getRecommendQueryOptions(viewer, objectId))
}
