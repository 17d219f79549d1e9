import type { PublicConfig } from '@memap/shared/config'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { appTookOver } from './support/hydration.ts'
import { type ApiActor, apiMember } from './support/interactions.ts'
import { callApi, publicConfig } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'
import { type RunningServer, startServer } from './support/server.ts'

// PRODUCT.md §2, "Two languages": the app's frame (top bar, menu, notices) and the shared dialogs
// speak Korean, and so does a refusal of the server, whose API answers in English.

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

/** The member picks Korean (as in the Language menu), and the page shows it. */
async function chooseKorean(page: Page) {
  await page.evaluate(() => localStorage.setItem('memap:language', 'ko'))
  await page.reload()
}

describe('the app’s frame and dialogs in Korean', () => {
  let server: RunningServer
  let browser: Browser
  let config: PublicConfig
  let ann: Member
  let bob: ApiActor

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    config = await publicConfig(server)
    ;[ann, bob] = await Promise.all([
      signedInMember({ server, browser, config }, 'Ann'),
      apiMember(server, config, 'Bob'),
    ])
    await chooseKorean(ann.page)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('greets a Korean browser’s visitor in Korean, and says so when the network goes', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' })
    const page = await context.newPage()
    await page.goto(`${server.url}/memap?user=${bob.address}`)
    await page.getByRole('heading', { name: bob.name }).waitFor()
    expect(await htmlLang(page)).toBe('ko')
    await page.getByRole('link', { name: 'MeMap, 홈' }).waitFor()
    // What says the network is gone is the app, once it has taken the page over.
    await appTookOver(page)

    await context.setOffline(true)
    await page
      .getByRole('status')
      .getByText('오프라인 상태예요. 다시 연결되면 MeMap이 밀린 내용을 따라잡아요.')
      .waitFor()
    await context.setOffline(false)
    await page.getByText('오프라인 상태예요.', { exact: false }).waitFor({ state: 'detached' })

    // On the landing, on a phone, the notice leaves the language menu at the page's end in reach.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(server.url)
    await appTookOver(page)
    await context.setOffline(true)
    await page.getByRole('status').getByText('오프라인 상태예요.', { exact: false }).waitFor()
    const reachable = await page.getByLabel('언어').evaluate((menu) => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      const box = menu.getBoundingClientRect()
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === menu
    })
    expect(reachable).toBe(true)
    await context.close()
  })

  it('shows the top bar, the menu and the Unlink question in Korean', async () => {
    const { page } = ann
    await page.goto(`${server.url}/memap`)
    await page.getByRole('heading', { name: ann.name }).waitFor()
    expect(await htmlLang(page)).toBe('ko')
    await page.getByRole('link', { name: 'MeMap, 내 프로필' }).waitFor()
    // Playwright reads the chip as "30 Whoom , …": its hidden label is a block of its own.
    await page.getByRole('link', { name: /Whoom ?, 보상 내역$/ }).waitFor()

    await page.getByRole('button', { name: /, 메뉴 열기/ }).click()
    const menu = page.getByRole('dialog', { name: '메뉴' })
    for (const entry of ['내 MeMap', 'QR 공유', '소식', '배지 컬렉션', '보상 내역', '설정']) {
      await menu.getByRole('link', { name: entry }).waitFor()
    }
    await menu.getByRole('button', { name: '연결 해제' }).click()
    const question = page.getByRole('dialog', { name: '지갑 연결을 해제할까요?' })
    await question.getByText('MeMap에서 로그아웃되고 지갑 연결이 끊겨요.').waitFor()
    await question.getByRole('button', { name: '취소' }).click()
    await question.waitFor({ state: 'detached' })
  })

  it('translates the report dialog, and the server’s refusal of a second report', async () => {
    // Ann reported Bob already (from another tab, say): the server refuses the second, in English.
    const first = await callApi(server, '/report', {
      cookie: ann.cookie,
      body: {
        walletAddr: ann.wallet.address,
        targetWalletAddr: bob.address,
        reason: 'spam',
        details: '',
      },
    })
    expect(first.status).toBe(200)

    const { page } = ann
    await page.goto(`${server.url}/memap?user=${bob.address}`)
    await page.getByRole('heading', { name: bob.name }).waitFor()
    // The profile's own buttons ("More", "Report") belong to its feature: found by their place.
    await page.locator('.member-actions__more').click()
    await page.locator('.menu-sheet .menu-list__item').last().click()
    const report = page.locator('.report-dialog')
    await report.getByRole('group', { name: '어떤 문제가 있나요?' }).waitFor()
    await report.getByLabel('스팸 또는 사기').check()
    await report.getByLabel('자세한 내용 (선택)').fill('두 번째 신고예요.')
    await report.getByRole('button', { name: '신고하기' }).click()

    const refused = page.getByRole('dialog', { name: '처리되지 않았어요' })
    await refused.getByText('이미 신고했어요. 운영자가 확인할 거예요.').waitFor()
    await refused.getByRole('button', { name: '확인' }).click()
    await refused.waitFor({ state: 'detached' })
  })
})
