import { describe, expect, it } from 'vitest'
import { FIRST_RECOMMEND_PAGE, nextRecommendPage } from './recommend-paging.ts'

const page = (size: number, Index: number, Seed: string) => ({
  Friends: Array.from({ length: size }, (_, i) => i),
  Seed,
  Index,
})

describe('the recommended list paging', () => {
  it('starts at index 0 without a seed', () => {
    expect(FIRST_RECOMMEND_PAGE).toEqual({ index: 0 })
  })

  it('asks for the next index with the seed of the first answer', () => {
    const first = page(10, 1, 'abc')
    expect(nextRecommendPage(first, [first])).toEqual({ index: 1, seed: 'abc' })
    const second = page(10, 2, 'other')
    expect(nextRecommendPage(second, [first, second])).toEqual({ index: 2, seed: 'abc' })
  })

  it('ends when a page has fewer than 10 members', () => {
    const first = page(10, 1, 'abc')
    expect(nextRecommendPage(page(9, 2, 'abc'), [first, page(9, 2, 'abc')])).toBeUndefined()
    expect(nextRecommendPage(page(0, 1, 'abc'), [page(0, 1, 'abc')])).toBeUndefined()
  })
})
