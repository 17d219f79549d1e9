import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstEmotion, postEmotion, uploadPhoto } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { atPath } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'

// PRODUCT.md §2, "Two languages": the member's screens of the social and economy features (album,
// badges, assets, rewards, news, friends, network, emotion) speak Korean to a Korean browser.

describe('the social screens in Korean', () => {
  const journey = useJourney()
  let member: Member
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    member = await signedInMember(journey, 'Hangul')
    // The same member, signed in, in a browser that asks for Korean.
    context = await journey.browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
      storageState: await member.context.storageState(),
    })
    await member.wallet.install(context)
    page = await context.newPage()
  })

  const open = (path: string) => page.goto(`${journey.server.url}${path}`)
  /** The member, to act through the API. */
  const actor = () => ({ name: member.name, address: member.wallet.address, cookie: member.cookie })

  it('shows the news and the reward history, and asks before a withdrawal', async () => {
    await open('/notifications')
    await page.getByRole('heading', { name: '소식' }).waitFor()
    await page.getByText('내 MeMap이 민팅됐어요').waitFor()

    await open('/myreward')
    await page.getByRole('heading', { name: '보상 내역' }).waitFor()
    await page.getByRole('button', { name: '연결 해제' }).waitFor()
    await page.locator('.reward-entry').getByText('MeMap 민팅').waitFor()
    await page.getByRole('button', { name: 'Whoom 출금' }).click()
    const confirm = page.getByRole('dialog', { name: '토큰 출금 확인' })
    await confirm.getByRole('button', { name: '출금 확인' }).waitFor()
    expect(await confirm.innerText()).toContain('되돌릴 수 없어요')
    await confirm.getByRole('button', { name: '취소' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko')
  })

  it('shows the album, the assets and the badge collection', async () => {
    await uploadPhoto(journey.server, actor())
    await open('/album')
    await page.getByRole('heading', { name: `${member.name}님의 Top 9` }).waitFor()
    expect(await page.getByLabel('사진 추가').count()).toBe(8)
    expect(await page.title()).toBe(`${member.name}님의 Top 9 · MeMap`)
    await page.getByRole('button', { name: '사진 열기' }).click()
    const photo = page.getByRole('region', { name: '사진', exact: true })
    await photo.getByRole('img', { name: '좋아요 0개' }).waitFor()
    await photo.getByRole('button', { name: '사진 삭제' }).waitFor()
    await photo.getByRole('button', { name: '닫기' }).click()

    await open('/myassets')
    await page.getByRole('heading', { name: '내 자산' }).waitFor()
    await page.getByRole('heading', { name: '내 배지 (0)' }).waitFor()
    await page.getByRole('link', { name: '배지 컬렉션으로 가기' }).click()

    await page.waitForURL('**/badgecollection')
    await page.getByRole('heading', { name: '배지 그룹' }).waitFor()
    await page
      .getByRole('region', { name: '내 잔액' })
      .getByText('포인트', { exact: true })
      .waitFor()
    await page.locator('.badge-pill').first().click()
    const purchase = page.getByRole('dialog', { name: '구매를 진행할까요?' })
    await purchase.getByRole('button', { name: '구매 확인' }).waitFor()
    await page.keyboard.press('Escape')
    await purchase.waitFor({ state: 'detached' })
  })

  it("asks for today's emotion and its reason, then names the network and the friends", async () => {
    await open('/select_emotion')
    await page.getByRole('heading', { name: '오늘의 감정을 골라 주세요' }).waitFor()
    const emotion = await firstEmotion(journey.server)
    // The catalogue's names in Korean (PRODUCT.md §2, languages): the first emotion is Happy.
    const korean = '행복'
    expect(emotion.EmotionName).toBe('Happy')
    await page.getByRole('button', { name: korean, exact: true }).click()
    await page.getByRole('heading', { name: `왜 ${korean}을 느끼나요?` }).waitFor()
    // The box says what it asks before it is filled, and nothing calls it optional.
    await page.getByText('10~500자').waitFor()
    expect(await page.getByPlaceholder('선택 사항').count()).toBe(0)
    await page.getByRole('textbox', { name: `왜 ${korean}을 느끼나요?` }).fill('짧아요')
    await page.getByRole('button', { name: '제출' }).click()
    const notice = page.getByRole('dialog', { name: '입력한 내용의 길이가 맞지 않아요' })
    expect(await notice.innerText()).toContain('10자 이상 써 주세요.')
    await page.keyboard.press('Escape')
    await notice.waitFor({ state: 'detached' })

    await postEmotion(journey.server, actor(), emotion.EmotionId)
    await page.reload()
    await page.getByRole('heading', { name: `오늘의 감정: ${korean}` }).waitFor()
    await page.getByRole('link', { name: '내 MeMap으로 돌아가기' }).click()

    await page.waitForURL('**/memap')
    await page.locator('.identity-tag--emotion').click()
    await page.waitForURL(atPath('/findnetwork'))
    await page.getByRole('heading', { name: `${korean} 네트워크` }).waitFor()
    await page.getByText('아직 이 네트워크에 다른 사람이 없어요.').waitFor()

    await page.goBack()
    await page.waitForURL('**/memap')
    await page.locator('a[href^="/friendlist?"]').click()
    await page.waitForURL(atPath('/friendlist'))
    await page.getByRole('heading', { name: `${member.name}님의 네트워크` }).waitFor()
    await page.getByText('아직 친구가 없어요. 첫 번째 친구가 되어 주세요!').waitFor()
    await page.getByRole('button', { name: '돌아가기' }).waitFor()
  })
})
