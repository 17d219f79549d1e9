import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiActor, apiMember, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { walletContext } from './support/member.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// PRODUCT.md §2, "Two languages": a member's own screens (connecting a wallet, joining, the profile,
// a friend request, the settings, QR Share) to a browser that asks for Korean, and the language
// switched back and forth in /settings.

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

describe('a member’s screens in Korean', () => {
  const journey = useJourney()

  /** A phone-sized page in a Korean browser, with a fresh test wallet. */
  const koreanPhone = () =>
    walletContext(journey, { locale: 'ko-KR', viewport: { width: 390, height: 844 } })

  /** Connects through the wallet chooser, in Korean: 'Connect Wallet', then the test wallet. */
  async function connectInKorean(page: Page): Promise<void> {
    await page.goto(journey.server.url)
    await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
    await page.getByRole('button', { name: '지갑 연결' }).click()
    const chooser = page.getByRole('dialog', { name: '지갑 연결하기' })
    await chooser.getByText('MeMap이 담긴 지갑을 선택해 주세요.').waitFor()
    await chooser.getByRole('button', { name: '취소' }).waitFor()
    await chooser.getByRole('button', { name: TEST_WALLET_INFO.name }).click()
  }

  it('joins: the intro and the form of Create MeMap', async () => {
    const { context } = await koreanPhone()
    const page = await context.newPage()
    await connectInKorean(page)
    await page.waitForURL('**/memapstart')
    await page.getByRole('heading', { name: 'MeMap 만들기' }).waitFor()
    await page.getByText('사진과 이름을 골라요').waitFor()
    await page.getByText('MeMap이 민팅되면 30 Whoom을 받아요').waitFor()
    expect(await page.title()).toBe('MeMap 만들기 · MeMap')
    await page.getByRole('button', { name: '시작하기' }).click()
    await page.getByRole('heading', { name: '내 소셜 네트워크 가치 : 3' }).waitFor()
    await page.getByRole('button', { name: 'MeMap 만들기' }).waitFor()
    await context.close()
  })

  describe('a member with a MeMap', () => {
    let context: BrowserContext
    let page: Page
    let other: ApiActor
    const name = `Ko ${randomBytes(3).toString('hex')}`

    beforeAll(async () => {
      const phone = await koreanPhone()
      context = phone.context
      await registerMeMap(journey.server, journey.config, phone.wallet.account, {
        name,
        description: 'In Korean.',
      })
      other = await apiMember(journey.server, journey.config, 'Other')
      await postEmotion(journey.server, other, (await firstEmotion(journey.server)).EmotionId)
      page = await context.newPage()
      await connectInKorean(page)
      await page.waitForURL('**/memap')
      await page.getByRole('heading', { name }).waitFor()
    })

    afterAll(async () => {
      await context?.close()
    })

    it('sees the own profile in Korean', async () => {
      expect(await htmlLang(page)).toBe('ko')
      await page.getByText('오늘 기분이 어때요?').waitFor()
      await page.getByRole('link', { name: '오늘의 감정 올리기' }).waitFor()
      await page.getByRole('link', { name: '친구 목록' }).waitFor()
      await page.getByRole('link', { name: '앨범' }).waitFor()
      await page.getByRole('button', { name: '텔레그램 연결' }).waitFor()
      expect(await page.getByTestId('stat-cheers').locator('dt').innerText()).toBe('응원')
    })

    it('sees another member’s emotion, the friend request and the member actions in Korean', async () => {
      await page.goto(`${journey.server.url}/memap?user=${other.address}`)
      await page.getByRole('heading', { name: other.name }).waitFor()

      await page.getByRole('button', { name: /^오늘의 감정: / }).click()
      const emotion = page.getByRole('dialog')
      await emotion.getByRole('button', { name: '응원하기' }).waitFor()
      await emotion.getByRole('button', { name: '닫기' }).click()
      await emotion.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: '친구 요청 보내기' }).click()
      const request = page.getByRole('dialog', { name: '친구 요청을 보낼까요?' })
      await request.getByText(`${other.name}님과 친구가 되려면`).waitFor()
      await request.getByRole('button', { name: '요청 보내기' }).waitFor()
      await page.keyboard.press('Escape')
      await request.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: '더 보기' }).click()
      const menu = page.getByRole('dialog', { name: other.name })
      await menu.getByRole('button', { name: '차단' }).waitFor()
      await menu.getByRole('button', { name: '신고' }).waitFor()
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
    })

    it('sets the MeMap in Korean, and switches the language there, remembered', async () => {
      await page.goto(`${journey.server.url}/settings`)
      await page.getByRole('heading', { name: '내 MeMap 설정하기!' }).waitFor()
      expect(await page.title()).toBe('내 MeMap 설정하기! · MeMap')
      await page.getByRole('heading', { name: '로그인된 기기' }).waitFor()
      await page.getByText('이 기기', { exact: true }).waitFor()
      await page.getByRole('heading', { name: '차단한 회원' }).waitFor()
      await page.getByText('차단한 회원이 없어요.').waitFor()
      await page.getByRole('button', { name: '저장하고 계속하기' }).waitFor()

      await page.getByRole('button', { name: '내 MeMap 삭제' }).click()
      const leave = page.getByRole('dialog', { name: 'MeMap을 삭제할까요?' })
      await leave
        .getByText('Whoom 내역과 MeMap NFT는 그대로 내 것으로 남고', { exact: false })
        .waitFor()
      await page.keyboard.press('Escape')
      await leave.waitFor({ state: 'detached' })

      await page.getByLabel('언어').selectOption('en')
      await page.getByRole('heading', { name: 'Set Your MeMap!' }).waitFor()
      await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor()
      expect(await htmlLang(page)).toBe('en')

      await page.reload()
      await page.getByRole('heading', { name: 'Set Your MeMap!' }).waitFor()
      expect(await page.getByLabel('Language').inputValue()).toBe('en')

      await page.getByLabel('Language').selectOption('ko')
      await page.getByRole('heading', { name: '내 MeMap 설정하기!' }).waitFor()
      expect(await htmlLang(page)).toBe('ko')
    })

    it('shares the MeMap in Korean', async () => {
      await page.goto(`${journey.server.url}/micode`)
      await page.getByRole('heading', { name: 'QR 공유' }).waitFor()
      await page.getByRole('img', { name: '내 MeMap 링크의 QR 코드' }).waitFor()
      await page.getByRole('button', { name: '공유하기' }).waitFor()
      await page.getByRole('button', { name: '닫기' }).waitFor()
    })
  })
})
