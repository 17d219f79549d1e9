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

  /** The first entry of the history, as read: a withdrawal shows its amounts and state. */
  const firstEntry = (on: Page) => on.locator('.reward-entry').first().innerText()

  it('withdraws 20 of its 30 Whoom from /myreward to the wallet and lists it in the history', async () => {
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

    // The amount: the available 29 at first; more than that is refused beside the field.
    await page.getByRole('button', { name: 'Withdraw Whoom' }).click()
    await confirm.waitFor()
    expect(await confirm.getByTestId('withdrawal-available').innerText()).toBe('29 Whoom')
    expect(await confirm.innerText()).toContain(wallet.address)
    const amount = confirm.getByRole('textbox', { name: 'Amount to withdraw' })
    expect(await amount.inputValue()).toBe('29')
    await amount.fill('30')
    await confirm
      .getByText('You can withdraw at most 29 Whoom: your balance less the 1 Whoom fee.')
      .waitFor()
    await amount.fill('20')
    expect(await confirm.getByTestId('withdrawal-received').innerText()).toBe('20 Whoom')
    expect(await confirm.getByTestId('withdrawal-debit').innerText()).toBe('21 Whoom')
    await page.screenshot({ path: screenshotPath('myreward-withdraw-390.png') })
    await confirm.getByRole('button', { name: 'Confirm Withdrawal' }).click()

    // Sent (200), or queued before a signer took it (202): the same amounts either way.
    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await success.waitFor()
    expect(await success.innerText()).toMatch(
      /Your wallet is receiving 20 Whoom\. The fee was 1 Whoom\.|Your withdrawal is queued: your wallet will receive 20 Whoom shortly\. The fee was 1 Whoom\./,
    )
    await success.getByRole('button', { name: 'Got it' }).click()

    // The server minted the 20 on chain, in the background; 9 stay in the points.
    await eventually(erc20Balance, (20n * WHOOM).toString(), 30_000)
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe('9')
    await page.getByRole('link', { name: '9 Whoom, 20 in your wallet, reward history' }).waitFor()

    // The entry: pending until the mint is final, then paid (told live: withdrawal_paid).
    await expect
      .poll(() => firstEntry(page))
      .toMatch(
        /^Withdrawn to your wallet\s+-21 Whoom\s+20 to your wallet · fee 1\s+(Pending|Paid 0x[0-9a-f]{3}…[0-9a-f]{4})\s/,
      )
    await expect.poll(() => firstEntry(page)).toMatch(/\sPaid 0x[0-9a-f]{3}…[0-9a-f]{4}\s/)
    expect(await entries.count()).toBe(2)
    await page.screenshot({ path: screenshotPath('myreward-paid-390.png'), fullPage: true })
  })

  it('withdraws the rest in Korean, with 전체 (All), and sees it paid in the history', async () => {
    // The same member, signed in, in a browser that asks for Korean.
    const korean = await journey.browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
      storageState: await context.storageState(),
    })
    await wallet.install(korean)
    const kPage = await korean.newPage()
    try {
      await kPage.goto(`${journey.server.url}/myreward`)
      await kPage.getByRole('heading', { name: '보상 내역' }).waitFor()
      await expect.poll(() => kPage.getByTestId('balance-amount').innerText()).toBe('9')
      await kPage.getByRole('button', { name: 'Whoom 출금' }).click()
      const confirm = kPage.getByRole('dialog', { name: '토큰 출금 확인' })
      const amount = confirm.getByRole('textbox', { name: '출금할 금액' })
      expect(await amount.inputValue()).toBe('8')
      await amount.fill('0')
      await confirm.getByText('최소 1 Whoom부터 출금할 수 있어요.').waitFor()
      await confirm.getByRole('button', { name: '전체' }).click()
      expect(await amount.inputValue()).toBe('8')
      expect(await confirm.getByTestId('withdrawal-received').innerText()).toBe('8 Whoom')
      await kPage.screenshot({ path: screenshotPath('myreward-withdraw-ko-390.png') })
      await confirm.getByRole('button', { name: '출금 확인' }).click()

      const success = kPage.getByRole('dialog', { name: '완료했어요!' })
      await success.waitFor()
      expect(await success.innerText()).toMatch(
        /지갑으로 8 Whoom이 가고 있어요\. 수수료는 1 Whoom이었어요\.|출금이 대기열에 들어갔어요: 곧 지갑으로 8 Whoom이 들어와요\. 수수료는 1 Whoom이었어요\./,
      )
      await success.getByRole('button', { name: '확인' }).click()

      await eventually(erc20Balance, (28n * WHOOM).toString(), 30_000)
      await expect.poll(() => kPage.getByTestId('balance-amount').innerText()).toBe('0')
      expect(await kPage.getByRole('button', { name: 'Whoom 출금' }).isDisabled()).toBe(true)
      await expect
        .poll(() => firstEntry(kPage))
        .toMatch(
          /^지갑으로 출금\s+-9 Whoom\s+지갑으로 8 · 수수료 1\s+(처리 중|지급 완료 0x[0-9a-f]{3}…[0-9a-f]{4})\s/,
        )
      await expect.poll(() => firstEntry(kPage)).toMatch(/\s지급 완료 0x[0-9a-f]{3}…[0-9a-f]{4}\s/)
      expect(await kPage.locator('.reward-entry').allInnerTexts()).toEqual([
        expect.stringMatching(/^지갑으로 출금\s+-9 Whoom\s/),
        expect.stringMatching(/^지갑으로 출금\s+-21 Whoom\s/),
        expect.stringMatching(/^MeMap 민팅\s+\+30 Whoom\s/),
      ])
      await kPage.getByText('더 이상 내역이 없어요.').waitFor()
      await kPage.screenshot({ path: screenshotPath('myreward-paid-ko-390.png'), fullPage: true })
    } finally {
      await korean.close()
    }
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
    // 22 requests, the mint, and each withdrawal with its payment.
    expect(total).toBe(27)

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
    expect(await items.nth(total - 2).innerText()).toContain('You withdrew 20 Whoom to your wallet')
    // The payment says what reached the wallet, with no second amount beside it.
    const paid = await items.nth(total - 3).innerText()
    expect(paid).toContain('20 Whoom reached your wallet')
    expect(paid).not.toContain('+20')
    expect(await items.nth(total - 5).innerText()).toContain('8 Whoom reached your wallet')
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
