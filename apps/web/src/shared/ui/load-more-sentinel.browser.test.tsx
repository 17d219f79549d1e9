import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/render-in-app.tsx'
import { LoadMoreSentinel } from './load-more-sentinel.tsx'

// The end of an infinite list asks for the next page while it shows (PRODUCT.md §9), and does
// not stop asking because a request ended without the list ever being drawn as loading.

/** The end of a list that is never drawn as loading, as when its fetches end unseen. */
const sentinel = (onLoadMore: () => Promise<unknown>, hasMore = true) => (
  <LoadMoreSentinel
    hasMore={hasMore}
    loading={false}
    failed={false}
    onLoadMore={onLoadMore}
    endText="The end."
  />
)

describe('the end of an infinite list', () => {
  test('asks again when a request ends unseen and the list still has more', async () => {
    // A fetch cancelled by a refetch in the same tick (a live notification reading the list
    // again): the screen never draws `loading`, the request settles, the list still has more.
    const onLoadMore = vi.fn(() => Promise.resolve())
    await renderInApp(sentinel(onLoadMore))
    await expect.poll(() => onLoadMore.mock.calls.length).toBeGreaterThanOrEqual(2)
  })

  test('asks once while the request is on its way, and shows the end once the list has ended', async () => {
    let settle = () => {}
    const onLoadMore = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve
        }),
    )
    const screen = await renderInApp(sentinel(onLoadMore))
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    await screen.rerender(sentinel(onLoadMore, false))
    settle()
    await expect.element(page.getByText('The end.')).toBeVisible()
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })
})
