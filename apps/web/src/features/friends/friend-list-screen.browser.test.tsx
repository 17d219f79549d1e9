import type { Address } from '@memap/shared/address'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER, userInfo } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { Friend } from './api/friend-list.ts'
import { FriendListScreen } from './friend-list-screen.tsx'

// /friendlist (PRODUCT.md §2): whose network, the friend limit on one's own, each friend a link
// to their MeMap, the empty list, and Find people on one's own list only.

const friend = (n: number): Friend => ({
  WalletAddr: `0x${String(n).padStart(40, '0')}` as Address,
  UserName: `Kim ${n}`,
  ProfileImage: '',
  UpdateAt: '2026-11-20T12:00:00.000Z',
  Svn: 3,
  FriendType: 2,
})

async function renderList(route: string, routes: Record<string, StubRoute>) {
  const api = stubApi(routes)
  sessionStore.setState({ address: MEMBER })
  await renderInApp(
    <Switch>
      <Route path="/friendlist">
        <FriendListScreen findPeople={(viewer) => <p>Find people as {viewer}</p>} />
      </Route>
      <Route path="/">
        <p>The start</p>
      </Route>
    </Switch>,
    { route },
  )
  return api
}

describe('FriendListScreen', () => {
  test("one's own list: the count against the limit, Find people, each friend a link", async () => {
    const api = await renderList('/friendlist', {
      'GET /user/info': answer(userInfo()),
      'GET /friends/list': answer([friend(1), friend(2)]),
    })
    await expect.element(page.getByRole('heading', { name: "Ann's Network" })).toBeVisible()
    await expect.element(page.getByTestId('friend-count')).toHaveTextContent('2 / 20')
    await expect.element(page.getByText(`Find people as ${MEMBER}`)).toBeVisible()
    const link = page.getByRole('link', { name: /Kim 2/ })
    await expect.element(link).toHaveAttribute('href', `/memap?user=${friend(2).WalletAddr}`)
    await expect.element(page.getByRole('link', { name: /Kim 1/ })).toBeVisible()
    expect(api.requestsTo('GET /friends/list')[0]?.query.get('walletAddr')).toBe(MEMBER)
  })

  test("another member's list: their name, no count, no Find people; empty, it says so", async () => {
    const api = await renderList(`/friendlist?user=${OTHER}`, {
      'GET /user/info': answer(userInfo({ WalletAddr: OTHER, Name: 'Bob' })),
      'GET /friends/list': answer([]),
    })
    await expect.element(page.getByRole('heading', { name: "Bob's Network" })).toBeVisible()
    await expect.element(page.getByText('No friends yet. Be their first connection!')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Go back' })).toBeVisible()
    await expect.element(page.getByTestId('friend-count')).not.toBeInTheDocument()
    await expect.element(page.getByText(/Find people as/)).not.toBeInTheDocument()
    expect(api.requestsTo('GET /friends/list')[0]?.query.get('walletAddr')).toBe(OTHER)
  })

  test('a user that is no address goes to the start', async () => {
    await renderList('/friendlist?user=nobody', {})
    await expect.element(page.getByText('The start')).toBeVisible()
  })
})
