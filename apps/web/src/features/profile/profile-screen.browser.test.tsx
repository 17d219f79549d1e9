import type { UserInfo } from '@memap/shared/profile'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { getPointBalanceQueryOptions } from '../../shared/api/point-balance.ts'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER, PUBLIC_CONFIG, userInfo } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { ProfileScreen } from './profile-screen.tsx'

// /memap (PRODUCT.md §2, §4): whose MeMap, today's emotion and its view, and on another member's
// the friend status area (the request, its cost and dialogs) and More (block, report).

const bob = (change: Partial<UserInfo> = {}) =>
  userInfo({ WalletAddr: OTHER, Name: 'Bob', Svn: 10, ...change })

async function renderProfile(user: string, routes: Record<string, StubRoute>) {
  const api = stubApi({
    'GET /config': answer(PUBLIC_CONFIG),
    'GET /point/check-user': answer({ Value: 50 }),
    ...routes,
  })
  sessionStore.setState({ address: MEMBER })
  const { queryClient } = await renderInApp(<ProfileScreen />, { route: `/memap?user=${user}` })
  /** The viewer's points, once read. */
  const points = () => queryClient.getQueryData(getPointBalanceQueryOptions(MEMBER).queryKey)
  return { ...api, points }
}

const status = () => page.getByRole('region', { name: 'Friend status' })
const requestButton = () => status().getByRole('button', { name: 'Send Friend Request' })

describe('whose MeMap', () => {
  test("one's own: the pencil to post today's emotion, no friend status nor More", async () => {
    await renderProfile(MEMBER, { 'GET /user/info': answer(userInfo()) })
    await expect.element(page.getByText('How are you feeling today?')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: "Post today's emotion" }))
      .toHaveAttribute('href', '/select_emotion')
    await expect.element(status()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'More' })).not.toBeInTheDocument()
  })

  test('a wallet without a MeMap is told so', async () => {
    await renderProfile(OTHER, {
      'GET /user/info': refusal(404, 'no such member', 'no_route'),
    })
    await expect.element(page.getByRole('heading', { name: 'No MeMap here' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Back to the start' }))
      .toHaveAttribute('href', '/')
  })

  test("another's emotion opens its view: the reason, the cheers, the Cheer button", async () => {
    const api = await renderProfile(OTHER, {
      'GET /user/info': answer(bob({ UserEmotion: { UserEmotionId: 'e1', EmotionName: 'Happy' } })),
      'GET /emotion/user-emotion/info': answer({
        Description: 'A sunny day',
        TotalCheers: 1,
        CheersStatus: false,
      }),
    })
    await page.getByRole('button', { name: "Today's emotion: Happy" }).click()
    const view = page.getByRole('dialog', { name: 'Happy' })
    await expect.element(view.getByText('A sunny day')).toBeVisible()
    await expect.element(view).toHaveTextContent('1 cheer')
    await expect.element(view.getByRole('button', { name: 'Cheer' })).toBeEnabled()
    expect(api.requestsTo('GET /emotion/user-emotion/info')[0]?.query.get('userEmotionId')).toBe(
      'e1',
    )
    await view.getByRole('button', { name: 'Close' }).click()
    await expect.element(view).not.toBeInTheDocument()
  })
})

describe('the friend status area', () => {
  test('a stranger: the request is confirmed with its cost, waits while sent, then is sent', async () => {
    const sent = holdAnswer()
    const api = await renderProfile(OTHER, {
      'GET /user/info': answer(bob()),
      'POST /friends/request': sent.route,
    })
    await requestButton().click()
    const confirm = page.getByRole('dialog', { name: 'Send a Friend Request?' })
    await expect
      .element(confirm)
      .toHaveTextContent(
        'Becoming friends with Bob costs 10 Whoom of your points, their SNV. It is refunded in full if they decline.',
      )
    await confirm.getByRole('button', { name: 'Send Request' }).click()
    await expect.element(confirm.getByRole('button', { name: 'Send Request' })).toBeDisabled()
    sent.give(answer(true))
    const success = page.getByRole('dialog', { name: 'Friend Request Sent!' })
    await expect.element(success).toHaveTextContent('Bob will see your request in their news.')
    expect(api.requestsTo('POST /friends/request')[0]?.body).toEqual({
      walletAddr: MEMBER,
      targetWalletAddr: OTHER,
      rejection: false,
    })
  })

  test('points too few for the SNV: said at once, nothing sent', async () => {
    const api = await renderProfile(OTHER, {
      'GET /user/info': answer(bob({ Svn: 80 })),
    })
    await expect.poll(api.points).toBe(50)
    await requestButton().click()
    await expect.element(page.getByRole('dialog', { name: 'Insufficient Balance' })).toBeVisible()
    expect(api.requestsTo('POST /friends/request')).toHaveLength(0)
  })

  test('a pending request: the button is off and says why', async () => {
    await renderProfile(OTHER, { 'GET /user/info': answer(bob({ FriendType: 1 })) })
    await expect.element(requestButton()).toBeDisabled()
    await expect.element(status()).toHaveTextContent('Your friend request is pending.')
  })

  test('a friend: friends since when, and Known', async () => {
    await renderProfile(OTHER, {
      'GET /user/info': answer(bob({ FriendType: 2, FriendDate: '2026-11-20T12:00:00.000Z' })),
    })
    await expect.element(status()).toHaveTextContent(/Friends since .*2026/)
    await expect.element(status().getByText('Known', { exact: true })).toBeVisible()
    await expect.element(requestButton()).not.toBeInTheDocument()
  })

  test('blocked by the viewer: the request is off, with why', async () => {
    await renderProfile(OTHER, {
      'GET /user/info': answer(bob({ Blocked: true, BlockedEitherWay: true })),
    })
    await expect.element(requestButton()).toBeDisabled()
    await expect
      .element(requestButton())
      .toHaveAccessibleDescription(
        'You blocked this member: requests, cheers and likes are off until you unblock them.',
      )
  })
})

describe('More', () => {
  test('Block asks first, then blocks', async () => {
    const api = await renderProfile(OTHER, {
      'GET /user/info': answer(bob()),
      'POST /block': answer(true),
    })
    await page.getByRole('button', { name: 'More' }).click()
    const menu = page.getByRole('dialog', { name: 'Bob' })
    await expect.element(menu.getByRole('button', { name: 'Report' })).toBeVisible()
    await menu.getByRole('button', { name: 'Block' }).click()
    const confirm = page.getByRole('dialog', { name: 'Block Bob?' })
    await expect.element(confirm).toHaveTextContent('They are not told.')
    await confirm.getByRole('button', { name: 'Block' }).click()
    await expect.element(confirm).not.toBeInTheDocument()
    expect(api.requestsTo('POST /block')[0]?.body).toMatchObject({ walletAddr: MEMBER })
  })

  test('a member the viewer blocks is offered Unblock, sent at once', async () => {
    const api = await renderProfile(OTHER, {
      'GET /user/info': answer(bob({ Blocked: true, BlockedEitherWay: true })),
      'POST /unblock': answer(true),
    })
    await page.getByRole('button', { name: 'More' }).click()
    const menu = page.getByRole('dialog', { name: 'Bob' })
    await expect
      .element(menu.getByRole('button', { name: 'Block', exact: true }))
      .not.toBeInTheDocument()
    await menu.getByRole('button', { name: 'Unblock' }).click()
    await expect.element(menu).not.toBeInTheDocument()
    expect(api.requestsTo('POST /unblock')).toHaveLength(1)
  })
})
