import { randomBytes } from 'node:crypto'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unnamedControls } from './support/accessible-names.ts'
import { apiMember, firstEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { activate, expectFocusWithin, focusHiddenBy, tabTo } from './support/keyboard.ts'
import { walletContext } from './support/member.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// PRODUCT.md §2 (layout): joining, an emotion, a friend request and a withdrawal with the keyboard
// alone. Every control is reached with Tab or Shift+Tab (tabTo), and pressed with Enter or Space:
// nothing here clicks, fills or hovers.
describe('MeMap from the keyboard alone', () => {
  const journey = useJourney()
  let context: BrowserContext
  let page: Page
  const name = `Kee ${randomBytes(3).toString('hex')}`

  beforeAll(async () => {
    ;({ context } = await walletContext(journey, { viewport: { width: 1280, height: 800 } }))
    page = await context.newPage()
  })

  afterAll(async () => {
    await context?.close()
  })

  /** Escape closes `dialog`, and the focus is back on `opener`. */
  async function escapeBackTo(dialog: Locator, opener: Locator) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expectFocusWithin(page, opener, 'the button that opened the dialog')
  }

  it('joins: the wallet chooser, the sign-up form and its success dialog', async () => {
    await page.goto(journey.server.url)
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await activate(page, connect)
    const chooser = page.getByRole('dialog', { name: 'Connect a wallet' })
    await chooser.waitFor()
    await expectFocusWithin(page, chooser, 'the wallet chooser')
    expect(await unnamedControls(chooser)).toEqual([])
    await escapeBackTo(chooser, connect)

    await page.keyboard.press('Space')
    await expectFocusWithin(page, chooser, 'the wallet chooser')
    await activate(page, chooser.getByRole('button', { name: TEST_WALLET_INFO.name }))
    await page.waitForURL('**/memapstart')
    await activate(page, page.getByRole('button', { name: 'Start' }))

    await tabTo(page, page.getByLabel('Name'))
    await page.keyboard.type(name)
    await tabTo(page, page.getByLabel('Description'))
    await page.keyboard.type('Joined without a mouse.')
    await page.getByText('23/200').waitFor()
    await activate(page, page.getByRole('button', { name: 'Create MeMap' }))

    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expectFocusWithin(page, success.getByRole('button', { name: 'Got it' }), 'Got it')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/memap')
    await page.getByRole('heading', { name }).waitFor()
    await page.getByText('Joined without a mouse.').waitFor()
  })

  it('names every control of the top bar, the menu and the own profile', async () => {
    expect(await unnamedControls(page)).toEqual([])
    const menuButton = page.getByRole('button', { name: /open the menu/ })
    await activate(page, menuButton)
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expectFocusWithin(page, menu, 'the menu')
    expect(await unnamedControls(menu)).toEqual([])
    // Tab stays inside the menu: past its last entry it comes back to the first.
    await tabTo(page, menu.getByRole('button', { name: 'Unlink' }))
    await page.keyboard.press('Tab')
    await expectFocusWithin(page, menu.getByRole('button', { name: 'Close' }), 'Close')
    await escapeBackTo(menu, menuButton)
  })

  it("posts today's emotion from the pencil, and opens it with Space", async () => {
    const emotion = await firstEmotion(journey.server)
    await activate(page, page.getByRole('link', { name: "Post today's emotion" }))
    await page.waitForURL('**/select_emotion')
    await page.getByRole('heading', { name: "Select today's emotion" }).waitFor()
    expect(await unnamedControls(page)).toEqual([])
    await activate(
      page,
      page.getByRole('button', { name: emotion.EmotionName, exact: true }),
      'Space',
    )
    const reason = page.getByRole('textbox', {
      name: `Why are you feeling ${emotion.EmotionName}?`,
    })
    await expectFocusWithin(page, reason, 'the reason box')
    await page.keyboard.type('Every key of this was typed.')
    await activate(page, page.getByRole('button', { name: 'Submit' }))

    const reward = page.getByRole('dialog', { name: 'Congratulations!' })
    await expectFocusWithin(page, reward, 'the reward dialog')
    expect(await reward.innerText()).toContain('You earned 5 Whoom.')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/memap')

    const pill = page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` })
    await activate(page, pill, 'Space')
    const view = page.getByRole('dialog', { name: emotion.EmotionName })
    await expectFocusWithin(page, view, 'the emotion view')
    await view.getByText('Every key of this was typed.').waitFor()
    await escapeBackTo(view, pill)
  })

  it("sends a friend request from another member's profile", async () => {
    const other = await apiMember(journey.server, journey.config, 'Lee')
    await page.goto(`${journey.server.url}/memap?user=${other.address}`)
    await page.getByRole('heading', { name: other.name }).waitFor()
    expect(await unnamedControls(page)).toEqual([])

    const more = page.getByRole('button', { name: 'More' })
    await activate(page, more)
    const actions = page.getByRole('dialog', { name: other.name })
    await expectFocusWithin(page, actions, 'the member actions')
    expect(await unnamedControls(actions)).toEqual([])
    await escapeBackTo(actions, more)

    // Send Friend Request comes before More: back with Shift+Tab.
    const request = page.getByRole('button', { name: 'Send Friend Request' })
    await tabTo(page, request, { back: true })
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Send a Friend Request?' })
    const send = confirm.getByRole('button', { name: 'Send Request' })
    await expectFocusWithin(page, send, 'Send Request')
    expect(await confirm.innerText()).toContain('costs 3 Whoom')
    await escapeBackTo(confirm, request)
    await page.keyboard.press('Enter')
    await expectFocusWithin(page, send, 'Send Request')
    await page.keyboard.press('Enter')

    const sent = page.getByRole('dialog', { name: 'Friend Request Sent!' })
    await expectFocusWithin(page, sent.getByRole('button', { name: 'Got it' }), 'Got it')
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await page.getByRole('heading', { name: other.name }).waitFor()
    expect(await request.isDisabled()).toBe(true)
  })

  it('withdraws from /myreward and sees it in the history', async () => {
    // 30 for joining, 5 for the emotion, 3 paid for the friend request.
    await activate(page, page.getByRole('link', { name: '32 Whoom, reward history' }))
    await page.waitForURL('**/myreward')
    await page.getByRole('heading', { name: 'Reward history' }).waitFor()
    // The button waits for the balance: until then there is nothing to withdraw.
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe('32')
    expect(await unnamedControls(page)).toEqual([])
    const withdraw = page.getByRole('button', { name: 'Withdraw Whoom' })
    await activate(page, withdraw)
    const confirm = page.getByRole('dialog', { name: 'Confirm Token Withdrawal' })
    const confirmButton = confirm.getByRole('button', { name: 'Confirm Withdrawal' })
    await expectFocusWithin(page, confirmButton, 'Confirm Withdrawal')
    // Tab from the last control, Cancel, goes round to the first one, the amount; Shift+Tab back.
    await page.keyboard.press('Tab')
    const cancel = confirm.getByRole('button', { name: 'Cancel' })
    await expectFocusWithin(page, cancel, 'Cancel')
    await page.keyboard.press('Tab')
    const amount = confirm.getByRole('textbox', { name: 'Amount to withdraw' })
    await expectFocusWithin(page, amount, 'Amount to withdraw')
    await page.keyboard.press('Shift+Tab')
    await expectFocusWithin(page, cancel, 'Cancel')
    await escapeBackTo(confirm, withdraw)

    await page.keyboard.press('Enter')
    expect(await confirm.getByTestId('withdrawal-available').innerText()).toBe('31 Whoom')
    await expectFocusWithin(page, confirmButton, 'Confirm Withdrawal')
    await page.keyboard.press('Enter')
    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expectFocusWithin(page, success.getByRole('button', { name: 'Got it' }), 'Got it')
    await page.keyboard.press('Enter')
    await success.waitFor({ state: 'detached' })

    await expect
      .poll(() => page.locator('.reward-entry').first().innerText())
      .toMatch(/^Withdrawn to your wallet\s+-32 Whoom\s/)
    // The 31 Whoom show beside the points once the chain has paid them.
    await page
      .getByRole('link', { name: /^0 Whoom, (31 in your wallet, )?reward history$/ })
      .waitFor()
    // Nothing is left to withdraw: the button says so, and still holds the focus.
    await expect.poll(() => withdraw.isDisabled()).toBe(true)
    await expectFocusWithin(page, withdraw, 'Withdraw Whoom')
  })

  it('tabs down the settings and back up, the focus never under the top bar', async () => {
    await activate(page, page.getByRole('button', { name: /open the menu/ }))
    await activate(
      page,
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }),
    )
    await page.waitForURL('**/settings')
    const covered = new Set<string>()
    const each = async () => {
      const under = await focusHiddenBy(page, '.top-bar')
      if (under) covered.add(under)
    }
    await tabTo(page, page.getByRole('button', { name: 'Delete my MeMap' }), { max: 60, each })
    await tabTo(page, page.getByLabel('Name'), { back: true, max: 60, each })
    expect([...covered]).toEqual([])

    // A text field shows the same clear ring as a button when the keyboard reaches it.
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element)
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      })
    const fieldRing = await ring()
    await tabTo(page, page.getByRole('button', { name: 'Save & Continue' }), { max: 20 })
    expect(fieldRing).toBe(await ring())
    expect(fieldRing).toMatch(/^solid 3px /)
  })
})
