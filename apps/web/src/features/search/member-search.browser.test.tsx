import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Route, Switch, useSearchParams } from 'wouter'
import { MEMBER, OTHER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import {
  answer,
  holdAnswer,
  refusal,
  type StubRequest,
  type StubRoute,
  stubApi,
} from '../../test/stub-api.ts'
import type { FoundMember, SearchPage } from './api/search-members.ts'
import { SEARCH_DEBOUNCE_MS } from './lib/settled-text.ts'
import { MemberSearch } from './member-search.tsx'

// Find people (PRODUCT.md §2, §14): results as one types, one search per pause, the one before
// cancelled, a Korean syllable composed first; every state in words; keyboard and screen reader.

const member = (n: number, change: Partial<FoundMember> = {}): FoundMember => ({
  WalletAddr: `0x${String(n).padStart(40, '0')}` as FoundMember['WalletAddr'],
  UserName: `Kim ${n}`,
  ProfileImage: '',
  Svn: 3,
  FriendType: 0,
  ...change,
})
const END = (index: string): SearchPage => ({ Members: [], Index: index })

const field = () => page.getByRole('searchbox', { name: 'Find people' })
const results = () => page.getByRole('list', { name: 'People found' })
const status = () => page.getByRole('status')
const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 150))

/** Where a picked member's MeMap opened: its address's `user`. */
function Opened() {
  const [search] = useSearchParams()
  return <p>Opened {search.get('user')}</p>
}

async function renderSearch(route: StubRoute, onPick = vi.fn()) {
  const api = stubApi({ 'GET /user/search': route })
  await renderInApp(
    <Switch>
      <Route path="/">
        <MemberSearch viewer={MEMBER} onPick={onPick} />
      </Route>
      <Route path="/memap">
        <Opened />
      </Route>
    </Switch>,
  )
  const searches = () => api.requestsTo('GET /user/search')
  /** The text of each search (its first page), in order. */
  const asked = () =>
    searches()
      .filter((request) => request.query.get('index') === '0')
      .map((request) => request.query.get('q'))
  return { searches, asked, onPick }
}

describe('Find people', () => {
  test('searches once typing pauses, and lists each member with picture, name and friend state', async () => {
    const { asked, searches } = await renderSearch((request) =>
      request.query.get('index') === '0'
        ? answer({
            Members: [
              member(1, { UserName: 'Kim Ann', FriendType: 2 }),
              member(2, { UserName: 'Kim Bo', FriendType: 1, ProfileImage: '/v0/images/a.jpg' }),
              member(3, { UserName: 'Kimberly' }),
            ],
            Index: 'next',
          })
        : answer(END('next')),
    )
    await expect
      .element(page.getByText("A name, part of one, or a Korean name's first consonants (ㄱㅁㅅ)."))
      .toBeVisible()
    await userEvent.type(field(), 'kim')
    await expect.element(status()).toHaveTextContent('Searching…')
    await expect.element(results()).toBeVisible()
    expect(searches()[0]?.query.get('walletAddr')).toBe(MEMBER)
    const rows = results().getByRole('listitem')
    await expect.poll(() => rows.elements().length).toBe(3)
    await expect.element(rows.nth(0)).toHaveTextContent('Kim AnnKnown')
    await expect.element(rows.nth(1)).toHaveTextContent('Kim BoRequest pending')
    await expect.element(rows.nth(2)).toHaveTextContent(/^KKimberly$/)
    // The second page came back empty: the list is whole.
    await expect.element(status()).toHaveTextContent(/^3 members found$/)
    expect(asked()).toEqual(['kim'])
    await expect.element(field()).toHaveAccessibleDescription(/first consonants.*3 members found/)
  })

  test('cancels the search before when the text changes, and shows only the last', async () => {
    const first = holdAnswer()
    const seen: StubRequest[] = []
    const { asked } = await renderSearch((request) => {
      seen.push(request)
      if (request.query.get('q') === 'ki') return first.route()
      return request.query.get('index') === '0'
        ? answer({ Members: [member(7, { UserName: 'Kimi' })], Index: 'x' })
        : answer(END('x'))
    })
    await userEvent.type(field(), 'ki')
    await expect.poll(() => asked()).toEqual(['ki'])
    await userEvent.type(field(), 'm')
    await expect.poll(() => asked().slice(0, 2)).toEqual(['ki', 'kim'])
    expect(seen[0]?.signal.aborted).toBe(true)
    first.give(answer({ Members: [member(8, { UserName: 'Kiwi' })], Index: 'y' }))
    await expect.element(results().getByText('Kimi')).toBeVisible()
    await pause()
    expect(page.getByText('Kiwi').elements()).toHaveLength(0)
  })

  test('waits for a Korean syllable to be composed before it searches', async () => {
    const { asked } = await renderSearch((request) =>
      request.query.get('index') === '0'
        ? answer({ Members: [member(9, { UserName: '김민수' })], Index: 'z' })
        : answer(END('z')),
    )
    const input = field().element() as HTMLInputElement
    input.focus()
    // What an IME sends on its way from ㄱ to 김: the field shows each step.
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }))
    for (const step of ['ㄱ', '기', '김']) {
      await userEvent.fill(field(), step)
      await pause()
    }
    expect(asked()).toEqual([])
    await expect.element(status()).toHaveTextContent('Searching…')
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '김' }))
    await expect.element(results().getByText('김민수')).toBeVisible()
    expect(asked()).toEqual(['김'])
  })

  test('says when nobody is found, when the server refuses, and when it cannot be reached', async () => {
    let answerWith = answer(END('0'))
    await renderSearch((request) =>
      request.query.get('index') === '0' ? answerWith : answer(END('last')),
    )
    await userEvent.type(field(), 'zz')
    await expect.element(status()).toHaveTextContent('No one found for “zz”.')

    answerWith = refusal(429, 'too many requests; try again in 30 s', 'rate_limited', {
      values: { seconds: 30 },
    })
    await userEvent.type(field(), 'z')
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Too many requests Please wait 30 seconds and try again.')

    answerWith = refusal(500, 'internal error', 'internal_error')
    await userEvent.type(field(), 'y')
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The search did not go through. Check your connection.Try again')
    answerWith = answer({ Members: [member(4, { UserName: 'Zzzy' })], Index: 'q' })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(results().getByText('Zzzy')).toBeVisible()
  })

  test('loads the next page at the end of the list, to the empty page that ends it', async () => {
    const pages: Record<string, SearchPage> = {
      '0': { Members: Array.from({ length: 10 }, (_, n) => member(n + 1)), Index: 'p1' },
      p1: { Members: [member(11), member(12)], Index: 'p2' },
      p2: END('p2'),
    }
    const { searches } = await renderSearch((request) =>
      answer(pages[request.query.get('index') ?? ''] ?? END('?')),
    )
    await userEvent.type(field(), 'kim')
    await expect.element(results()).toBeVisible()
    // Each time the end of the list shows, the next page comes, until the empty one.
    await expect
      .poll(() => {
        ;(document.querySelector('.load-more') as HTMLElement).scrollIntoView()
        return status().element().textContent
      })
      .toBe('12 members found')
    expect(searches().map((request) => request.query.get('index'))).toEqual(['0', 'p1', 'p2'])
  })

  test('works from the keyboard: ↓ to the results, ↑ back, Enter opens the MeMap', async () => {
    const { onPick } = await renderSearch((request) =>
      request.query.get('index') === '0'
        ? answer({
            Members: [member(1, { UserName: 'Ann', WalletAddr: OTHER }), member(2)],
            Index: 'n',
          })
        : answer(END('n')),
    )
    await userEvent.type(field(), 'a')
    await expect.element(results()).toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('link', { name: 'Ann' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('link', { name: 'Kim 2' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect.element(field()).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(page.getByText(`Opened ${OTHER}`)).toBeVisible()
    expect(onPick).toHaveBeenCalledTimes(1)
  })
})
