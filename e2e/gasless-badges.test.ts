import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { devnetCall, devnetRpcUrl } from './support/devnet.ts'
import { useJourney } from './support/journey.ts'
import { callApi, eventually } from './support/memap.ts'
import { apiData, type Member, signedInMember, walletContext } from './support/member.ts'
import { screenshotPath } from './support/screenshots.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// PRODUCT.md §4, "No ETH needed": a badge bought with a signature, the server paying the gas. The
// wallet signs typed data (no transaction); the badge shows pending until the server's
// transaction confirms, then owned, told by a live event. In English and in Korean.
describe('badges bought with a signature, with no ETH at all', () => {
  const journey = useJourney()
  let devnet = ''

  beforeAll(async () => {
    devnet = await devnetRpcUrl(journey.server.dataDir)
  })

  const get = (m: Member, url: string) => apiData<unknown>(journey.server, m, url)
  const onChainWhoom = async (m: Member) =>
    BigInt(
      (
        (await get(
          m,
          `/erc20/${journey.config.contracts.main}/balanceOf?account=${m.wallet.address}`,
        )) as { balance: string }
      ).balance,
    )
  const eth = async (m: Member) =>
    BigInt((await devnetCall(devnet, 'eth_getBalance', [m.wallet.address, 'latest'])) as string)

  /**
   * The member withdraws the 30 Whoom of joining (29 reach the wallet), and its wallet is left
   * with no ETH at all once the devnet faucet's drip has come.
   */
  async function withWhoomAndNoEth(m: Member) {
    await until(async () => (await eth(m)) > 0n)
    const form = new FormData()
    form.append('walletAddr', m.wallet.address)
    const res = await callApi(journey.server, '/withdraw', { cookie: m.cookie, body: form })
    expect(res.status, await res.text()).toBe(200)
    await until(async () => (await onChainWhoom(m)) === 29n * 10n ** 18n)
    await devnetCall(devnet, 'anvil_setBalance', [m.wallet.address, '0x0'])
    expect(await eth(m)).toBe(0n)
  }

  /** Holds the server's transaction in the pool until `mine`: the purchase stays pending. */
  const holdBlocks = () => devnetCall(devnet, 'evm_setAutomine', [false])
  async function mine() {
    await devnetCall(devnet, 'evm_setAutomine', [true])
    await devnetCall(devnet, 'evm_mine')
  }

  describe('in English', () => {
    let dana: Member
    let signed: {
      walletAddr: string
      badgeId: number
      deadline: number
      signature: string
      price: number
    }

    beforeAll(async () => {
      dana = await signedInMember(journey, 'Dana')
      await withWhoomAndNoEth(dana)
    })

    it('asks only for a signature, says no gas fee is needed, shows it pending, then owned', async () => {
      const { page, wallet } = dana
      await page.goto(`${journey.server.url}/badgecollection`)
      await page.getByRole('heading', { name: 'Badge Group' }).waitFor()
      await expect.poll(() => page.getByTestId('on-chain-balance').innerText()).toBe('29 W')
      // The header counts the Whoom already withdrawn to the wallet beside the points.
      const chip = page.getByRole('link', { name: /Whoom, 29 in your wallet, reward history$/ })
      // A phone: the points' unit is hidden, the wallet drawn.
      expect((await chip.innerText()).replace(/\s+/g, ' ')).toBe('0 29')

      await page.getByRole('button', { name: 'Dreamer, 5 Whoom' }).click()
      const confirm = page.getByRole('dialog', {
        name: 'Do You Want to Proceed with the Purchase?',
      })
      await confirm.waitFor()
      const text = await confirm.innerText()
      for (const words of [
        'Dreamer',
        '5 Whoom',
        'On-Chain',
        // What the wallet's bare allowance to an address is for, said before the wallet asks.
        'Your wallet will ask you to sign a permit that lets the MeMap badge contract (0x',
        ') take 5 Whoom from your wallet, once, for this badge.',
        'No gas fee is needed: MeMap sends the purchase to the blockchain.',
      ]) {
        expect(text).toContain(words)
      }
      expect(text).not.toContain('gas fee may apply')
      await page.waitForTimeout(300) // the dialog's entrance
      await page.screenshot({ path: screenshotPath('badge-purchase-signed-390.png') })

      await holdBlocks()
      try {
        const posted = page.waitForRequest((request) =>
          request.url().endsWith('/v0/badge/purchase-signed'),
        )
        await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
        signed = (await posted).postDataJSON() as typeof signed
        expect(signed).toEqual({
          walletAddr: dana.wallet.address,
          badgeId: 2,
          deadline: expect.any(Number),
          signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
          price: 5,
        })
        await confirm.waitFor({ state: 'detached' })

        // Pending: signed, not sent by the wallet, not yet on chain.
        const pending = page.getByRole('button', { name: 'Dreamer, 5 Whoom, pending' })
        await pending.waitFor()
        expect(await pending.isDisabled()).toBe(true)
        await page
          .getByRole('status')
          .getByText(
            'Dreamer is on its way: it is yours once the blockchain confirms it. No gas fee for you.',
          )
          .waitFor()
        expect(wallet.count('eth_signTypedData_v4')).toBe(1)
        expect(wallet.count('eth_sendTransaction')).toBe(0)
        expect(await get(dana, `/badge/user/list/have?walletAddr=${dana.wallet.address}`)).toEqual(
          [],
        )
        await page.screenshot({ path: screenshotPath('badge-pending-390.png'), fullPage: true })
      } finally {
        await mine()
      }

      // Confirmed: the live event turns it owned on the same screen, no reload.
      const owned = page.getByRole('button', { name: 'Dreamer, 5 Whoom, owned' })
      await owned.waitFor({ timeout: 30_000 })
      expect(await owned.isDisabled()).toBe(true)
      await page.getByRole('status').getByText('Dreamer is yours now.').waitFor()
      await page.getByRole('link', { name: 'Wear it on your MeMap' }).waitFor()
      await expect.poll(() => page.getByTestId('on-chain-balance').innerText()).toBe('24 W')
      expect(await onChainWhoom(dana)).toBe(24n * 10n ** 18n)
      // The server paid the gas: the wallet still holds no ETH.
      expect(await eth(dana)).toBe(0n)
      await page.screenshot({ path: screenshotPath('badge-signed-owned-390.png'), fullPage: true })

      await page.goto(`${journey.server.url}/notifications`)
      await page.getByText('You bought the badge Dreamer; MeMap paid the gas').waitFor()
    })

    it('refuses the same signature again, and sends nothing', async () => {
      const again = await callApi(journey.server, '/badge/purchase-signed', {
        cookie: dana.cookie,
        body: { ...signed, badgeId: 4 },
      })
      expect(again.status).toBe(409)
      expect(((await again.json()) as { error: string }).error).toBe(
        'signature: this signature was already used; ask for a new one and sign the purchase again',
      )
      expect(await onChainWhoom(dana)).toBe(24n * 10n ** 18n)
    })
  })

  describe('in Korean', () => {
    let ko: Member

    /** A member on a phone-sized page in a Korean browser, signed in through the chooser. */
    beforeAll(async () => {
      const { context, wallet } = await walletContext(journey, {
        locale: 'ko-KR',
        viewport: { width: 390, height: 844 },
      })
      const name = `Ko ${randomBytes(3).toString('hex')}`
      const cookie = await registerMeMap(journey.server, journey.config, wallet.account, {
        name,
        description: 'In Korean.',
      })
      const page = await context.newPage()
      await page.goto(journey.server.url)
      await page.getByRole('button', { name: '지갑 연결' }).click()
      await page
        .getByRole('dialog', { name: '지갑 연결하기' })
        .getByRole('button', { name: TEST_WALLET_INFO.name })
        .click()
      await page.waitForURL('**/memap')
      ko = { name, context, wallet, page, cookie }
      await withWhoomAndNoEth(ko)
    })

    const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '구매를 진행할까요?' })

    it('signs with no gas fee, pending then owned, all in Korean', async () => {
      const { page, wallet } = ko
      await page.goto(`${journey.server.url}/badgecollection`)
      await page.getByRole('heading', { name: '배지 그룹' }).waitFor()
      await page.getByRole('button', { name: '몽상가, 5 Whoom' }).click()
      const confirm = confirmDialog(page)
      await confirm
        .getByText(
          /^지갑이 허가\(permit\) 서명을 요청해요: MeMap 배지 컨트랙트\(0x.+\)가 이 배지 값으로 지갑에서 5 Whoom을 한 번 가져가도록 허락하는 서명이에요\. 가스비는 필요 없어요/,
        )
        .waitFor()
      await holdBlocks()
      try {
        await confirm.getByRole('button', { name: '구매 확인' }).click()
        await page.getByRole('button', { name: '몽상가, 5 Whoom, 처리 중' }).waitFor()
        await page
          .getByRole('status')
          .getByText(
            '몽상가 배지를 구매하는 중이에요. 블록체인에서 확인되면 내 배지가 돼요. 가스비는 내지 않아요.',
          )
          .waitFor()
        await page.screenshot({ path: screenshotPath('badge-pending-ko-390.png'), fullPage: true })
      } finally {
        await mine()
      }
      await page.getByRole('button', { name: '몽상가, 5 Whoom, 보유 중' }).waitFor({
        timeout: 30_000,
      })
      await page.getByRole('status').getByText('이제 몽상가 배지를 가졌어요.').waitFor()
      expect(wallet.count('eth_signTypedData_v4')).toBe(1)
      expect(wallet.count('eth_sendTransaction')).toBe(0)
      expect(await eth(ko)).toBe(0n)
    })

    it('falls back to paying from the wallet, with its gas, when the wallet cannot sign', async () => {
      const { page, wallet } = ko
      wallet.lacks('eth_signTypedData_v4')
      // Paying from the wallet takes ETH for the gas.
      await devnetCall(devnet, 'anvil_setBalance', [wallet.address, '0xde0b6b3a7640000'])
      await page.getByRole('button', { name: '게이머, 5 Whoom' }).click()
      const confirm = confirmDialog(page)
      await confirm.getByRole('button', { name: '구매 확인' }).click()
      await confirm
        .getByText('지갑이 구매에 서명할 수 없어서, 지갑에서 거래를 보내 결제해요.')
        .waitFor()
      await confirm
        .getByText('구매는 블록체인에서 처리되며, 약간의 가스비가 들 수 있어요.')
        .waitFor()
      expect(await confirm.innerText()).not.toContain('가스비는 필요 없어요')
      await page.waitForTimeout(300) // the dialog's entrance
      await page.screenshot({ path: screenshotPath('badge-purchase-fallback-ko-390.png') })
      await confirm.getByRole('button', { name: '구매 확인' }).click()
      await page.waitForURL('**/myassets', { timeout: 30_000 })
      expect(wallet.count('eth_sendTransaction')).toBe(1)
      await eventually(() => onChainWhoom(ko), 19n * 10n ** 18n)
      const owned = (await get(ko, `/badge/user/list/have?walletAddr=${ko.wallet.address}`)) as {
        badgeName: string
      }[]
      expect(owned.map((badge) => badge.badgeName).sort()).toEqual(['Dreamer', 'Gamer'])
    })
  })
})

/** Waits until `check` holds (outside a test, where expect.poll may not run); 30 s at most. */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms: ${check}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
