import type { BrowserContext, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi, eventually } from './support/memap.ts'
import { signedInMember } from './support/member.ts'
import { screenshotPath } from './support/screenshots.ts'
import { registerMeMap } from './support/sign-up.ts'
import type { TestWallet } from './support/test-wallet.ts'

const WHOOM = 10n ** 18n

// Issue "The Whoom economy": the balance, /myreward with its withdrawal and history, /notifications.
describe('the Whoom economy in a real browser', () => {
  const journey = useJourney()
  let context: BrowserContext
  let wallet: TestWallet
  let page: Page
  /** The member's session cookie from its sign-in through the API. */
  let cookie: string

  beforeAll(async () => {
    // A member who joined (through the API), signed in on a phone-sized browser.
    ;({ context, wallet, page, cookie } = await signedInMember(journey, 'Whoom Holder', {
      description: 'Saving up Whoom.',
    }))
  })

  afterAll(async () => {
    await context?.close()
  })

  /** The member's Whoom ERC-20 balance on the devnet, in wei, as the API reads it. */
  async function erc20Balance(): Promise<string> {
    const response = await callApi(
      journey.server,
      `/erc20/${journey.config.contracts.main}/balanceOf?account=${wallet.address}`,
    )
    return ((await response.json()) as { data: { balance: string } }).data.balance
  }

  it('shows the 30 Whoom of joining in the chip', async () => {
    await page.getByRole('link', { name: '30 Whoom, reward history' }).waitFor()
  })

  it('withdraws 29 Whoom from /myreward to the wallet and lists it in the history', async () => {
    await page.getByRole('link', { name: '30 Whoom, reward history' }).click()
    await page.waitForURL('**/myreward')
    await page.getByRole('heading', { name: 'Reward history' }).waitFor()
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe('30')
    await page
      .getByRole('region', { name: 'Wallet' })
      .getByText(`${wallet.address.slice(0, 5)}…${wallet.address.slice(-4)}`)
      .waitFor()
    await page.getByRole('button', { name: 'Unlink' }).waitFor()
    const entries = page.locator('.reward-entry')
    await entries.first().waitFor()
    expect(await entries.allInnerTexts()).toEqual([
      // The time in the viewer's zone and language (PRODUCT.md §9).
      expect.stringMatching(
        /^MeMap minted\s+\+30 Whoom\s+[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/,
      ),
    ])
    await page.screenshot({ path: screenshotPath('myreward-390.png'), fullPage: true })

    // Before: nothing on chain.
    expect(await erc20Balance()).toBe('0')

    // A withdrawal the server refuses ends in the withdrawal failure dialog, and Cancel in nothing.
    await page.route('**/v0/withdraw', (route) =>
      route.fulfill({ status: 503, json: { error: 'the chain is not reachable' } }),
    )
    await page.getByRole('button', { name: 'Withdraw Whoom' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Token Withdrawal' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Withdraw Whoom' }).click()
    await confirm.getByRole('button', { name: 'Confirm Withdrawal' }).click()
    const failure = page.getByRole('dialog', { name: 'Withdrawal Failed' })
    await failure.waitFor()
    expect(await failure.innerText()).toContain('the chain is not reachable')
    await failure.getByRole('button', { name: 'Got it' }).click()
    await page.unroute('**/v0/withdraw')

    await page.getByRole('button', { name: 'Withdraw Whoom' }).click()
    await confirm.waitFor()
    const text = await confirm.innerText()
    expect(text).toContain('Whoom')
    expect(await confirm.getByTestId('withdrawal-available').innerText()).toBe('29 Whoom')
    expect(text).toContain(wallet.address)
    await page.screenshot({ path: screenshotPath('myreward-withdraw-390.png') })
    await confirm.getByRole('button', { name: 'Confirm Withdrawal' }).click()

    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await success.waitFor()
    expect(await success.innerText()).toContain(
      'Your request has been processed without any issues.',
    )
    await success.getByRole('button', { name: 'Got it' }).click()

    // The server minted balance - 1 on chain, in the background.
    await eventually(erc20Balance, (29n * WHOOM).toString(), 30_000)

    // The balance is gone, so is the withdrawal; the history shows both entries.
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe('0')
    await page.getByRole('link', { name: '0 Whoom, reward history' }).waitFor()
    expect(await page.getByRole('button', { name: 'Withdraw Whoom' }).isDisabled()).toBe(true)
    await expect
      .poll(() => entries.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Withdrawn to your wallet\s+-30 Whoom\s/),
        expect.stringMatching(/^MeMap minted\s+\+30 Whoom\s/),
      ])
    await page.getByText('No more history.').waitFor()
  })

  it('scrolls a notification list of several pages to its end, and accepts a request', async () => {
    // Another member asks 21 times to be friends; the member says no each time, then one more
    // request waits for an answer: with the mint and the withdrawal, more than one page.
    const other = privateKeyToAccount(generatePrivateKey())
    const otherCookie = await registerMeMap(journey.server, journey.config, other, {
      name: 'Keen Jun',
      description: 'Wants to be friends.',
    })
    const ask = () =>
      callApi(journey.server, '/friends/request', {
        cookie: otherCookie,
        body: { walletAddr: other.address, targetWalletAddr: wallet.address, rejection: false },
      })
    for (let i = 0; i < 21; i += 1) {
      expect((await ask()).status).toBe(200)
      const reject = await callApi(journey.server, '/friends/response', {
        cookie,
        body: { walletAddr: wallet.address, targetWalletAddr: other.address, rejection: true },
      })
      expect(reject.status).toBe(200)
    }
    expect((await ask()).status).toBe(200)
    const total = await countNotifications()
    expect(total).toBe(24)

    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('link', { name: 'News' }).click()
    await page.waitForURL('**/notifications')
    const items = page.locator('li.notification')
    await items.first().waitFor()
    // One page at first: the end of the list is below the fold.
    expect(await items.count()).toBe(20)
    expect(await items.first().innerText()).toContain('Friend request received from Keen Jun')
    await page.screenshot({ path: screenshotPath('notifications-390.png'), fullPage: true })

    // Scrolling to the end loads the rest, then an empty page ends the list.
    const end = page.locator('.load-more')
    for (let i = 0; i < 5 && (await end.getAttribute('data-state')) !== 'end'; i += 1) {
      await end.scrollIntoViewIfNeeded()
      await page.waitForTimeout(200)
    }
    await page.getByText('No more notifications.').waitFor()
    await page.screenshot({ path: screenshotPath('notifications-end-390.png') })
    expect(await items.count()).toBe(total)
    expect(await items.last().innerText()).toContain('Your MeMap was minted')
    expect(await items.nth(total - 2).innerText()).toContain('You withdrew 29 Whoom to your wallet')
    // Only the waiting request can be answered; every entry has a time.
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(1)
    expect(await items.locator('time').count()).toBe(total)

    // Accept: the request is answered, the list and the balance reload.
    await items.first().getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => items.first().innerText()).toContain('You and Keen Jun are now friends')
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0)
    // The answered request says how it was answered; the 21 refused ones say Declined.
    const answered = items.filter({ hasText: 'Friend request received from Keen Jun' })
    expect(await answered.first().innerText()).toContain('Accepted')
    expect(await answered.nth(1).innerText()).toContain('Declined')
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe('3')
    const friends = await callApi(journey.server, `/friends/list?walletAddr=${wallet.address}`)
    const list = ((await friends.json()) as { data: { WalletAddr: string }[] }).data
    expect(list.map((friend) => friend.WalletAddr)).toEqual([other.address])
  })

  /** How many notifications the member has, by paging the API to its end. */
  async function countNotifications(): Promise<number> {
    let count = 0
    let index = 0
    for (;;) {
      const response = await callApi(
        journey.server,
        `/notification/list?walletAddr=${wallet.address}&index=${index}`,
        { cookie },
      )
      const page = ((await response.json()) as { data: { History: unknown[]; Index: number } }).data
      if (page.History.length === 0) return count
      count += page.History.length
      index = page.Index
    }
  }
})
