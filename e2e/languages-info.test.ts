import { randomBytes } from 'node:crypto'
import { ECONOMY } from '@memap/shared/economy'
import type { BrowserContext, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { albumIds, apiMember, uploadPhoto } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi, connectTestWallet } from './support/memap.ts'
import { walletContext } from './support/member.ts'
import { registerMeMap } from './support/sign-up.ts'

// The landing's pages (About, Reward system, Roadmap & Team, Terms, Privacy) and the moderators'
// screen, to a browser that asks for Korean.

const LANGUAGE_KEY = 'memap:language'

describe('the static pages and the moderators’ screen in Korean', () => {
  const moderatorKey = generatePrivateKey()
  const journey = useJourney({
    env: { ADMIN_WALLETS: privateKeyToAccount(moderatorKey).address },
  })

  /**
   * A member on a phone in a Korean browser, signed in through the wallet chooser with English
   * remembered (the chooser's words are not this test's), then on the browser's language again.
   */
  async function signedInKorean(privateKey: Hex): Promise<{ context: BrowserContext; page: Page }> {
    const { context, wallet } = await walletContext(journey, {
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
      privateKey,
    })
    const name = `Ko ${randomBytes(3).toString('hex')}`
    await registerMeMap(journey.server, journey.config, wallet.account, {
      name,
      description: 'In Korean.',
    })
    const page = await context.newPage()
    await page.goto(journey.server.url)
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY)
    await connectTestWallet(page, journey.server)
    await page.waitForURL('**/memap')
    await page.getByRole('heading', { name }).waitFor()
    await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_KEY)
    return { context, page }
  }

  it('shows each static page in Korean, with its title, and the Reward system’s amounts', async () => {
    const context = await journey.browser.newContext({ locale: 'ko-KR' })
    const page = await context.newPage()
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    for (const [path, title] of [
      ['/about', 'MeMap 소개'],
      ['/reward-system', '보상 시스템'],
      ['/roadmap', '로드맵 & 팀'],
      ['/terms', '이용약관'],
      ['/privacy', '개인정보 처리방침'],
    ] as const) {
      await page.goto(`${journey.server.url}${path}`)
      await heading(title).waitFor()
      expect(await page.title()).toBe(`${title} · MeMap`)
      await page.getByRole('link', { name: 'MeMap으로 돌아가기' }).waitFor()
    }

    await page.goto(`${journey.server.url}/about`)
    await page.getByRole('heading', { level: 2, name: 'MeMap에서 할 수 있는 일' }).waitFor()
    await page.getByText(`친구는 최대 ${ECONOMY.friendLimit}명까지 사귈 수 있어요.`).waitFor()
    await page.getByRole('link', { name: '보상 시스템' }).click()
    await heading('보상 시스템').waitFor()
    await page.getByRole('columnheader', { name: '언제' }).waitFor()
    const amountOf = async (event: string) =>
      (await page.getByRole('row', { name: event }).getByRole('cell').last().textContent())?.trim()
    expect(await amountOf('가입하며 MeMap을 민팅했을 때')).toBe(`+${ECONOMY.mintReward}`)
    expect(await amountOf('다른 멤버의 감정을 응원했을 때')).toBe(`각각 +${ECONOMY.cheerReward}`)
    expect(await amountOf('지갑으로 출금할 때')).toBe(
      `− 고른 금액과 수수료 ${ECONOMY.withdrawalFee}`,
    )
    await page.getByText(`하루 ${ECONOMY.dailyInteractions}번까지`).waitFor()

    await page.goto(`${journey.server.url}/terms`)
    await page.getByRole('heading', { level: 2, name: '내 계정' }).waitFor()
    await context.close()
  })

  it('shows a moderator the queue, its actions and their question in Korean', async () => {
    // Someone reports a photo of another member, through the API.
    const owner = await apiMember(journey.server, journey.config, 'Owner')
    await uploadPhoto(journey.server, owner)
    const [albumId] = await albumIds(journey.server, owner.address)
    const reporter = await apiMember(journey.server, journey.config, 'Reporter')
    const reported = await callApi(journey.server, '/report', {
      cookie: reporter.cookie,
      body: {
        walletAddr: reporter.address,
        targetWalletAddr: owner.address,
        albumId: Number(albumId),
        reason: 'sexual',
        details: 'Not for a public album.',
      },
    })
    expect(reported.status).toBe(200)

    const { context, page } = await signedInKorean(moderatorKey)
    await page.goto(`${journey.server.url}/admin`)
    await page.getByRole('heading', { level: 1, name: '신고 관리' }).waitFor()
    expect(await page.title()).toBe('신고 관리 · MeMap')
    const queue = page.getByRole('list', { name: '처리할 신고' })
    await queue.getByText(`${owner.name}님의 사진: 선정적인 콘텐츠`).waitFor()
    await queue.getByRole('img', { name: `${owner.name}님의 앨범에서 신고된 사진` }).waitFor()
    await queue.getByRole('button', { name: '기각' }).waitFor()
    await queue.getByRole('button', { name: '회원 정지' }).waitFor()
    await queue.getByRole('button', { name: '사진 숨기기' }).click()
    const dialog = page.getByRole('dialog', { name: '사진을 숨길까요?' })
    await dialog.getByText('사진이 앨범에서 빠지고 파일이 삭제돼요.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: '사진 숨기기' }).click()
    await page.getByText('처리할 신고가 없어요.').waitFor()
    expect(await albumIds(journey.server, owner.address)).toEqual([])
    await context.close()

    // A member who is no moderator is told so, in Korean.
    const { context: other, page: otherPage } = await signedInKorean(generatePrivateKey())
    await otherPage.goto(`${journey.server.url}/admin`)
    await otherPage.getByText('이 페이지는 운영자만 볼 수 있어요.').waitFor()
    await other.close()
  })
})
