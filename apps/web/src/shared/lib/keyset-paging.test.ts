import { describe, expect, it } from 'vitest'
import { FIRST_PAGE_INDEX, type KeysetPage, nextPageIndex, pageEntries } from './keyset-paging.ts'

/** A fake server: 45 rows with ids 45..1, newest first, 20 a page, keyset by id. */
function serve(index: number): KeysetPage<number> {
  const ids = Array.from({ length: 45 }, (_, i) => 45 - i).filter((id) => index === 0 || id < index)
  const History = ids.slice(0, 20)
  return { History, Index: History.at(-1) ?? index }
}

describe('keyset paging', () => {
  it('asks for the Index of the last page, and stops at an empty page', () => {
    expect(nextPageIndex({ History: [1, 2], Index: 7 })).toBe(7)
    expect(nextPageIndex({ History: [], Index: 7 })).toBeUndefined()
  })

  it('walks a list to its end: every row once, in order, then an empty page', () => {
    const pages: KeysetPage<number>[] = []
    let index: number | undefined = FIRST_PAGE_INDEX
    while (index !== undefined) {
      const page = serve(index)
      pages.push(page)
      index = nextPageIndex(page)
    }
    expect(pages.map((page) => page.History.length)).toEqual([20, 20, 5, 0])
    expect(pageEntries(pages)).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i))
  })

  it('reads no entries before the first page arrived', () => {
    expect(pageEntries(undefined)).toEqual([])
  })
})
