import { RECOMMEND_PAGE_SIZE } from '@memap/shared/friends'

/** A page to ask `/friends/recommend/list` for: its index and, after the first, the seed. */
export type RecommendPageParam = { index: number; seed?: string }

type RecommendPage = { Friends: readonly unknown[]; Seed: string; Index: number }

export const FIRST_RECOMMEND_PAGE: RecommendPageParam = { index: 0 }

/**
 * PRODUCT.md §4: the recommended list ends when a page has fewer than 10 members, and every later
 * page keeps the seed of the first answer (so the shuffled order stays the same).
 */
export function nextRecommendPage(
  lastPage: RecommendPage,
  pages: readonly RecommendPage[],
): RecommendPageParam | undefined {
  if (lastPage.Friends.length < RECOMMEND_PAGE_SIZE) return undefined
  const seed = pages[0]?.Seed ?? lastPage.Seed
  return { index: lastPage.Index, seed }
}
