import type { Address } from '@memap/shared/address'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER } from '../../test/fixtures.ts'
import { renderScreenAt } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { Member } from './api/recommend.ts'
import { FindNetworkScreen } from './find-network-screen.tsx'

// /findnetwork: the members of one network of the identity graph, 10 a page, and 'load more...'.

/** The `n`th member of a network (digits only: the address is its own checksum). */
const member = (n: number, change: Partial<Member> = {}): Member => ({
  WalletAddr: `0x${String(n).padStart(40, '0')}` as Address,
  UserName: `Member ${n}`,
  ProfileImage: '',
  UpdateAt: '2026-11-20T03:00:00.000Z',
  Svn: 1200 + n,
  FriendType: 0,
  ...change,
})

const membersFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => member(first + i))

async function renderNetwork(
  list: StubRoute,
  route = '/findnetwork?network=Happy&objectId=emotion:3',
) {
  sessionStore.setState({ address: MEMBER })
  const api = stubApi({ 'GET /friends/recommend/list': list })
  await renderScreenAt('/findnetwork', <FindNetworkScreen />, { route })
  return api
}

const loadMore = () => page.getByRole('button', { name: 'load more...' })

describe('FindNetworkScreen', () => {
  test("lists the network's members under its name, each a link to their MeMap", async () => {
    const api = await renderNetwork(
      answer({
        Friends: [member(1), { ...member(2), WalletAddr: OTHER, FriendType: 2 }],
        Seed: 's1',
        Index: 2,
      }),
    )
    await expect.element(page.getByRole('heading', { name: 'Network by Happy' })).toBeVisible()
    await expect.poll(() => document.title).toBe('Network by Happy · MeMap')
    const first = page.getByRole('link', { name: 'Member 1' })
    await expect.element(first).toHaveTextContent('SNV 1,201')
    await expect.element(first).toHaveAttribute('href', `/memap?user=${member(1).WalletAddr}`)
    await expect.element(page.getByRole('link', { name: 'Member 2' })).toHaveTextContent('Known')
    // Fewer than 10: the list is whole.
    await expect.element(loadMore()).not.toBeInTheDocument()
    const query = api.requestsTo('GET /friends/recommend/list')[0]?.query
    expect(query?.get('objectId')).toBe('emotion:3')
    expect(query?.get('walletAddr')).toBe(MEMBER)
    await first.click()
    await expect.element(page.getByText('The profile')).toBeVisible()
  })

  test('a full page offers more; the next page keeps the seed, and the button waits for it', async () => {
    const next = holdAnswer()
    const api = await renderNetwork(({ query }) =>
      query.get('index') === '0'
        ? answer({ Friends: membersFrom(1, 10), Seed: 'seed-1', Index: 10 })
        : next.route(),
    )
    await expect.element(page.getByRole('link', { name: 'Member 10' })).toBeVisible()
    await loadMore().click()
    await expect.element(loadMore()).toBeDisabled()
    await expect.element(loadMore()).toHaveAttribute('aria-busy', 'true')
    next.give(answer({ Friends: membersFrom(11, 3), Seed: 'seed-2', Index: 13 }))
    await expect.element(page.getByRole('link', { name: 'Member 13' })).toBeVisible()
    await expect.element(loadMore()).not.toBeInTheDocument()
    const second = api.requestsTo('GET /friends/recommend/list')[1]?.query
    expect(second?.get('index')).toBe('10')
    expect(second?.get('seed')).toBe('seed-1')
  })

  test('says so when nobody else is in the network', async () => {
    await renderNetwork(answer({ Friends: [], Seed: 's', Index: 0 }))
    await expect.element(page.getByText('Nobody else is in this network yet.')).toBeVisible()
  })

  test('a failed read shows the error with Try again, which reads it again', async () => {
    let fail = true
    await renderNetwork(() =>
      fail
        ? refusal(500, 'the server failed', 'internal_error')
        : answer({ Friends: [member(1)], Seed: 's', Index: 1 }),
    )
    await expect.element(page.getByText('Oops! An error occurred.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByRole('link', { name: 'Member 1' })).toBeVisible()
  })

  test('without a network to show, goes to the landing', async () => {
    await renderNetwork(answer({ Friends: [], Seed: 's', Index: 0 }), '/findnetwork?network=Happy')
    await expect.element(page.getByText('The landing')).toBeVisible()
  })
})
