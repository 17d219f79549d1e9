import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { Notification, NotificationPage } from './api/notifications.ts'
import { NotificationsScreen } from './notifications-screen.tsx'

// /notifications (News, PRODUCT.md §2, §4): the balance, the lines with their members and
// amounts, a friend request's Accept and Reject, and the news marked read while open.

const note = (id: number, change: Partial<Notification> = {}): Notification => ({
  NotificationId: id,
  WhoomHistoryTypeName: 'emotion_posting',
  WhoomHistoryInformation: 'Happy',
  Value: 5,
  WalletAddr: MEMBER,
  TargetWalletAddr: MEMBER,
  CreateAt: '2026-11-20T12:00:00.000Z',
  SelectStatus: false,
  Answer: null,
  ...change,
})

const request = (id: number, change: Partial<Notification> = {}) =>
  note(id, {
    WhoomHistoryTypeName: 'friend_receive',
    WhoomHistoryInformation: 'Bob',
    Value: 10,
    WalletAddr: OTHER,
    SelectStatus: true,
    ...change,
  })

const END: NotificationPage = { History: [], Index: 0 }

/** The first page is `first`, then the list ends. */
const pages =
  (first: Notification[]): StubRoute =>
  ({ query }) =>
    answer(query.get('index') === '0' ? { History: first, Index: 1 } : END)

async function renderNews(routes: Record<string, StubRoute>) {
  const api = stubApi({
    'GET /point/check-user': answer({ Value: 42 }),
    'GET /notification/unread-count': answer({ Count: 0 }),
    ...routes,
  })
  sessionStore.setState({ address: MEMBER })
  await renderInApp(<NotificationsScreen />, { route: '/notifications' })
  return api
}

const news = () => page.getByRole('list', { name: 'Notifications' })

describe('the news', () => {
  test('shows the balance, each line with its amount, and a member named as a link', async () => {
    await renderNews({
      'GET /notification/list': pages([
        note(2),
        request(1, { SelectStatus: false, Answer: 'accepted' }),
      ]),
    })
    await expect.element(page.getByRole('heading', { name: 'News' })).toBeVisible()
    await expect.element(page.getByTestId('balance-amount')).toHaveTextContent('42')
    const posted = news().getByRole('listitem').nth(0)
    const received = news().getByRole('listitem').nth(1)
    await expect.element(posted).toHaveTextContent("You posted today's emotion: Happy")
    await expect.element(posted).toHaveTextContent('+5 Whoom')
    await expect.element(received).toHaveTextContent('Friend request received from Bob')
    await expect
      .element(received.getByRole('link', { name: 'Bob' }))
      .toHaveAttribute('href', `/memap?user=${OTHER}`)
    // An answered request shows how, and no buttons.
    await expect.element(received).toHaveTextContent('Accepted')
    await expect.element(received.getByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  test('says when there is none', async () => {
    await renderNews({ 'GET /notification/list': pages([]) })
    await expect.element(page.getByText('No news yet.')).toBeVisible()
  })

  test('is marked read on opening when some is unread', async () => {
    const api = await renderNews({
      'GET /notification/list': pages([note(1)]),
      'GET /notification/unread-count': answer({ Count: 3 }),
      'POST /notification/read': answer(true),
    })
    await expect.element(news()).toBeVisible()
    await expect.poll(() => api.requestsTo('POST /notification/read')).toHaveLength(1)
    expect(api.requestsTo('POST /notification/read')[0]?.body).toEqual({ walletAddr: MEMBER })
  })

  test('none unread, nothing is marked', async () => {
    const api = await renderNews({ 'GET /notification/list': pages([note(1)]) })
    await expect.element(news()).toBeVisible()
    await expect.poll(() => api.requestsTo('GET /notification/unread-count').length).toBe(1)
    expect(api.requestsTo('POST /notification/read')).toHaveLength(0)
  })
})

describe('a friend request', () => {
  test('Accept waits while sent, every button with it, then the news is read again', async () => {
    const sent = holdAnswer()
    let reads = 0
    const api = await renderNews({
      'GET /notification/list': ({ query }) => {
        if (query.get('index') !== '0') return answer(END)
        reads++
        return answer({
          History: [
            request(1, reads > 1 ? { SelectStatus: false, Answer: 'accepted' } : {}),
            request(2),
          ],
          Index: 1,
        })
      },
      'POST /friends/response': sent.route,
    })
    const first = news().getByRole('listitem').nth(0)
    const second = news().getByRole('listitem').nth(1)
    await first.getByRole('button', { name: 'Accept' }).click()
    await expect
      .element(first.getByRole('button', { name: 'Accept' }))
      .toHaveAttribute('aria-busy', 'true')
    await expect.element(first.getByRole('button', { name: 'Reject' })).toBeDisabled()
    await expect.element(second.getByRole('button', { name: 'Accept' })).toBeDisabled()
    sent.give(answer(true))
    await expect.element(news().getByText('Accepted')).toBeVisible()
    await expect.element(second.getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(api.requestsTo('POST /friends/response')[0]?.body).toEqual({
      walletAddr: MEMBER,
      targetWalletAddr: OTHER,
      rejection: false,
    })
  })

  test('Reject refused shows why, and the buttons come back', async () => {
    const api = await renderNews({
      'GET /notification/list': pages([request(1)]),
      'POST /friends/response': refusal(
        429,
        'too many requests; try again in 42 s',
        'rate_limited',
        {
          values: { seconds: 42 },
        },
      ),
    })
    await news().getByRole('button', { name: 'Reject' }).click()
    const failure = page.getByRole('dialog', { name: 'Too many requests' })
    await expect
      .element(failure)
      .toHaveAccessibleDescription('Please wait 42 seconds and try again.')
    expect(api.requestsTo('POST /friends/response')[0]?.body).toMatchObject({ rejection: true })
    await failure.getByRole('button', { name: 'Got it' }).click()
    await expect.element(news().getByRole('button', { name: 'Reject' })).toBeEnabled()
  })
})
