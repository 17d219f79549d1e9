/**
 * The keyset-paged lists of the API (`/point/history/list`, `/notification/list`): ask for
 * index 0 first, then for the `Index` the last answer gave; an empty page ends the list
 * (PRODUCT.md §4, infinite lists).
 */
export type KeysetPage<T> = { History: T[]; Index: number }

export const FIRST_PAGE_INDEX = 0

/** The index to ask for after `page`, or `undefined` when the list has ended. */
export function nextPageIndex(page: KeysetPage<unknown>): number | undefined {
  return page.History.length === 0 ? undefined : page.Index
}

/** The entries of every page loaded so far, in order. */
export function pageEntries<T>(pages: readonly KeysetPage<T>[] | undefined): T[] {
  return pages?.flatMap((page) => page.History) ?? []
}
