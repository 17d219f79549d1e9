import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { PointHistoryEntry, PointHistoryPage } from './api/point-history.ts'
import { RewardHistoryScreen } from './reward-history-screen.tsx'

// /myreward's history, an infinite list (PRODUCT.md §9): the first page, the next one when the
// end of the list shows, the end, the empty list, a page that failed and its retry.

const entries = (
  count: number,
  type: PointHistoryEntry['WhoomHistoryTypeName'],
  value: number,
): PointHistoryEntry[] =>
  Array.from({ length: count }, (_, position) => ({
    WhoomHistoryTypeName: type,
    Value: value,
    CreateAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - position * 60_000).toISOString(),
  }))

/** The pages the server holds, by the index asked for (0 for the first). */
function historyPages(pages: Record<number, PointHistoryPage | StubRoute>): StubRoute {
  return (request) => {
    const page = pages[Number(request.query.get('index'))]
    if (page === undefined) return refusal(400, 'index: unknown page')
    if (typeof page === 'function') return page(request)
    return 'History' in page ? answer(page) : page
  }
}

const END: PointHistoryPage = { History: [], Index: 0 }
const history = () => page.getByRole('list', { name: 'Whoom history' })
const items = () => history().getByRole('listitem')
const sentinel = () => document.querySelector('.load-more') as HTMLElement

async function renderHistory(pages: Record<number, PointHistoryPage | StubRoute>) {
  const api = stubApi({
    'GET /point/check-user': answer({ Value: 42 }),
    'GET /point/history/list': historyPages(pages),
  })
  sessionStore.setState({ address: MEMBER })
  await renderInApp(<RewardHistoryScreen onUnlink={async () => {}} />, { route: '/myreward' })
  const indexes = () =>
    api.requestsTo('GET /point/history/list').map(({ query }) => Number(query.get('index')))
  return { indexes }
}

describe('the reward history', () => {
  test('shows the first page; the next loads when the end of the list scrolls into view', async () => {
    const { indexes } = await renderHistory({
      0: { History: entries(20, 'emotion_posting', 5), Index: 120 },
      120: { History: entries(3, 'album_like_receive', 1), Index: 97 },
      97: END,
    })
    await expect.poll(() => items().elements().length).toBe(20)
    // The time in the browser's zone and the member's language (PRODUCT.md §9).
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-20T12:00:00.000Z'),
    )
    await expect.element(items().first()).toHaveTextContent(`Emotion posted+5 Whoom${when}`)
    // Twenty entries fill more than the screen: the end of the list is out of sight.
    expect(indexes()).toEqual([0])

    sentinel().scrollIntoView()
    await expect.poll(() => items().elements().length).toBe(23)
    await expect.element(items().last()).toHaveTextContent('Like received')
    expect(indexes()).toEqual([0, 120])

    sentinel().scrollIntoView()
    await expect.element(page.getByText('No more history.')).toBeVisible()
    expect(indexes()).toEqual([0, 120, 97])
    expect(items().elements()).toHaveLength(23)
  })

  test('a first page too short to fill the screen is followed at once, up to the end', async () => {
    const { indexes } = await renderHistory({
      0: { History: entries(2, 'mint_nft', 30), Index: 8 },
      8: { History: entries(1, 'withdraw', -30), Index: 5 },
      5: END,
    })
    await expect.element(page.getByText('No more history.')).toBeVisible()
    await expect.element(items().last()).toHaveTextContent('Withdrawn to your wallet-30 Whoom')
    expect(indexes()).toEqual([0, 8, 5])
  })

  test('says "Loading more…" while the next page is on its way', async () => {
    const next = holdAnswer()
    await renderHistory({
      0: { History: entries(1, 'mint_nft', 30), Index: 8 },
      8: next.route,
      5: END,
    })
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading more…')
    next.give(answer({ History: entries(1, 'withdraw', -30), Index: 5 }))
    await expect.element(page.getByText('No more history.')).toBeVisible()
  })

  test('an empty history says so, with no end-of-list line', async () => {
    const { indexes } = await renderHistory({ 0: END })
    await expect.element(page.getByText('No Whoom history yet.')).toBeVisible()
    await expect.element(page.getByText('No more history.')).not.toBeInTheDocument()
    expect(indexes()).toEqual([0])
  })

  test('a next page that failed says so; Try again loads it', async () => {
    let failures = 0
    const { indexes } = await renderHistory({
      0: { History: entries(1, 'mint_nft', 30), Index: 8 },
      8: () => {
        failures += 1
        return failures === 1
          ? refusal(500, 'internal error')
          : answer({ History: entries(1, 'withdraw', -30), Index: 5 })
      },
      5: END,
    })
    const alert = page.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Could not load more. Try again')
    // The entries loaded stay.
    expect(items().elements()).toHaveLength(1)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('No more history.')).toBeVisible()
    expect(items().elements()).toHaveLength(2)
    expect(indexes()).toEqual([0, 8, 8, 5])
  })
})
