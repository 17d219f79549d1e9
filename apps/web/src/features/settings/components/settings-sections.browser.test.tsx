import type { DeviceSession } from '@memap/shared/auth'
import type { BlockedMember } from '@memap/shared/friends'
import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import { sessionStore } from '../../../shared/lib/session-store.ts'
import { MEMBER, OTHER } from '../../../test/fixtures.ts'
import { renderInApp } from '../../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, stubApi } from '../../../test/stub-api.ts'
import { BlockedSection } from './blocked-section.tsx'
import { DataSection } from './data-section.tsx'
import { LeaveSection } from './leave-section.tsx'
import { SessionsSection } from './sessions-section.tsx'

// /settings' sections and their mutations (shared/api/blocks.ts, settings/api/*.ts): each button
// waits while its call runs, and a refusal shows the server's reason.

const BOB: BlockedMember = {
  WalletAddr: OTHER,
  UserName: 'Bob',
  ProfileImage: '',
  BlockedAt: '2026-11-20T03:00:00.000Z',
}

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

const sessions = (): DeviceSession[] => [
  {
    SessionId: 'a'.repeat(32),
    CreatedAt: '2026-11-01T00:00:00.000Z',
    LastSeenAt: '2026-11-26T01:00:00.000Z',
    UserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    Current: true,
  },
  {
    SessionId: 'b'.repeat(32),
    CreatedAt: '2026-11-02T00:00:00.000Z',
    LastSeenAt: '2026-11-25T01:00:00.000Z',
    UserAgent: CHROME_ANDROID,
    Current: false,
  },
]

/** --color-danger (app/tokens.css): what a destructive action is drawn in. */
const DANGER = 'rgb(200, 40, 60)'

describe('blocked members (useBlockMember)', () => {
  test('Unblock waits while the call runs, then the list is read again', async () => {
    const unblocked = holdAnswer()
    let list = [BOB]
    const api = stubApi({
      'GET /block/list': () => answer(list),
      'POST /unblock': unblocked.route,
    })
    await renderInApp(<BlockedSection address={MEMBER} />)
    const unblock = page.getByRole('button', { name: 'Unblock Bob' })
    await unblock.click()
    await expect.element(unblock).toBeDisabled()
    list = []
    unblocked.give(answer(true))
    await expect.element(page.getByText('You block nobody.')).toBeVisible()
    expect(api.requestsTo('POST /unblock')[0]?.body).toEqual({
      walletAddr: MEMBER,
      targetWalletAddr: OTHER,
    })
    expect(api.requestsTo('GET /block/list')).toHaveLength(2)
  })

  test("a refusal shows the server's reason; the button is ready again", async () => {
    stubApi({
      'GET /block/list': answer([BOB]),
      'POST /unblock': refusal(
        400,
        'targetWalletAddr: you have not blocked this member',
        'not_blocked',
      ),
    })
    await renderInApp(<BlockedSection address={MEMBER} />)
    await page.getByRole('button', { name: 'Unblock Bob' }).click()
    const failure = page.getByRole('dialog', { name: 'That did not go through' })
    await expect.element(failure).toHaveAccessibleDescription('You have not blocked this member.')
    await failure.getByRole('button', { name: 'Got it' }).click()
    await expect.element(page.getByRole('button', { name: 'Unblock Bob' })).toBeEnabled()
  })

  test('a list that could not be read offers to try again', async () => {
    let reads = 0
    stubApi({
      'GET /block/list': () => {
        reads += 1
        return reads === 1 ? refusal(500, 'internal error', 'internal_error') : answer([BOB])
      },
    })
    await renderInApp(<BlockedSection address={MEMBER} />)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByRole('button', { name: 'Unblock Bob' })).toBeVisible()
  })
})

describe('signed-in devices (useRevokeSessions)', () => {
  test('Sign out waits while the call runs, with Sign out everywhere else', async () => {
    const revoked = holdAnswer()
    const api = stubApi({
      'GET /auth/sessions': answer(sessions()),
      'POST /auth/sessions/revoke': revoked.route,
    })
    await renderInApp(<SessionsSection address={MEMBER} />)
    await expect.element(page.getByText('This device')).toBeVisible()
    const signOut = page.getByRole('button', { name: 'Sign out Chrome on Android' })
    await signOut.click()
    await expect.element(signOut).toBeDisabled()
    await expect
      .element(page.getByRole('button', { name: 'Sign out everywhere else' }))
      .toBeDisabled()
    revoked.give(answer({ Revoked: 1 }))
    await expect.element(signOut).toBeEnabled()
    expect(api.requestsTo('POST /auth/sessions/revoke')[0]?.body).toEqual({
      walletAddr: MEMBER,
      sessionId: 'b'.repeat(32),
    })
  })

  test('Sign out stays on one line beside a device on a phone', async () => {
    await page.viewport(390, 844)
    stubApi({ 'GET /auth/sessions': answer(sessions()) })
    await renderInApp(<SessionsSection address={MEMBER} />)
    const signOut = page.getByRole('button', { name: 'Sign out Chrome on Android' })
    await expect.element(signOut).toBeVisible()
    const button = signOut.element() as HTMLElement
    const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight)
    const text = document.createRange()
    text.selectNodeContents(button)
    // One line of text: its box is no taller than a line and a half.
    expect(text.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5)
  })

  test("a refusal shows the server's reason", async () => {
    stubApi({
      'GET /auth/sessions': answer(sessions()),
      'POST /auth/sessions/revoke': refusal(
        404,
        'sessionId: no such live session',
        'no_such_session',
      ),
    })
    await renderInApp(<SessionsSection address={MEMBER} />)
    const everywhere = page.getByRole('button', { name: 'Sign out everywhere else' })
    await expect.element(everywhere).toHaveStyle({ color: DANGER })
    await everywhere.click()
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' })
    // Destructive: Cancel, not the action, has the focus.
    await expect.element(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'That did not go through' }))
      .toHaveAccessibleDescription('No such live session.')
  })
})

describe('leaving MeMap (useLeaveMeMap)', () => {
  async function renderLeave() {
    sessionStore.setState({ address: MEMBER, name: 'Ann' })
    await renderInApp(
      <Switch>
        <Route path="/settings">
          <LeaveSection address={MEMBER} />
        </Route>
        <Route path="/">
          <p>The landing</p>
        </Route>
      </Switch>,
      { route: '/settings' },
    )
    await page.getByRole('button', { name: 'Delete my MeMap' }).click()
    return page.getByRole('dialog', { name: 'Delete your MeMap?' })
  }

  test('asks first; both buttons wait while the call runs; then the member is signed out', async () => {
    const deleted = holdAnswer()
    stubApi({ 'POST /account/delete': deleted.route })
    const confirm = await renderLeave()
    await expect.element(confirm).toBeVisible()
    const yes = confirm.getByRole('button', { name: 'Delete my MeMap' })
    // It looks as destructive as it is: red, and Cancel has the focus, not the deletion.
    await expect.element(yes).toHaveStyle({ backgroundColor: DANGER })
    await expect.element(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await yes.click()
    await expect.element(yes).toBeDisabled()
    await expect.element(yes).toHaveAttribute('aria-busy', 'true')
    await expect.element(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    deleted.give(answer(true))
    await expect.element(page.getByText('The landing')).toBeVisible()
    expect(sessionStore.getState().address).toBeNull()
  })

  test("a refusal closes the question and shows the server's reason; the member stays", async () => {
    stubApi({ 'POST /account/delete': refusal(404, 'this wallet has no MeMap', 'no_memap') })
    const confirm = await renderLeave()
    await confirm.getByRole('button', { name: 'Delete my MeMap' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'That did not go through' }))
      .toHaveAccessibleDescription('This wallet has no MeMap yet.')
    await expect.element(confirm).not.toBeInTheDocument()
    expect(sessionStore.getState().address).toBe(MEMBER)
  })
})

describe('the data download (useDownloadMyData)', () => {
  test('the button says it is preparing the file and waits, then the file is saved', async () => {
    const exported = holdAnswer()
    stubApi({ 'GET /account/export': exported.route })
    const saved = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved(this.download)
    })
    await renderInApp(<DataSection address={MEMBER} />)
    await page.getByRole('button', { name: 'Download my data' }).click()
    const preparing = page.getByRole('button', { name: 'Preparing your data…' })
    await expect.element(preparing).toBeDisabled()
    exported.give(answer({ profile: null }))
    await expect.element(page.getByRole('button', { name: 'Download my data' })).toBeEnabled()
    expect(saved).toHaveBeenCalledWith(`memap-${MEMBER}.json`)
  })

  test("a refusal shows the server's reason", async () => {
    stubApi({ 'GET /account/export': refusal(404, 'this wallet has no MeMap', 'no_memap') })
    await renderInApp(<DataSection address={MEMBER} />)
    await page.getByRole('button', { name: 'Download my data' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'That did not go through' }))
      .toHaveAccessibleDescription('This wallet has no MeMap yet.')
  })
})
