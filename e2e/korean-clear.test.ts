import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiActor,
  albumIds,
  apiMember,
  cheer,
  like,
  postEmotion,
  uploadPhoto,
} from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { atPath, callApi } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'
import { screenshotPath } from './support/screenshots.ts'

// "Korean all the way, and every screen clear" (PRODUCT.md §2, languages): the catalogues' names in Korean, Korean
// broken between words, times for the viewer, news that says who, blocks shown before a click,
// money in the right words. Ann is signed in; Bob cheers and likes her; Cy blocks her; she
// blocks Dee.

const HAPPY = 1 // The first emotion of the seeded catalogue, 'Happy'.

describe('Korean all the way, and every screen clear, in a real browser', () => {
  const journey = useJourney()
  let ann: Member
  let bob: ApiActor
  let cy: ApiActor
  let dee: ApiActor
  const opened: BrowserContext[] = []

  /** Ann, signed in, in a browser of the language, time zone and width given. */
  async function annIn(locale: string, timezoneId: string, width = 390): Promise<Page> {
    const context = await journey.browser.newContext({
      locale,
      timezoneId,
      viewport: { width, height: 844 },
      storageState: await ann.context.storageState(),
    })
    opened.push(context)
    await ann.wallet.install(context)
    return context.newPage()
  }
  const open = (page: Page, path: string) => page.goto(`${journey.server.url}${path}`)
  const annActor = () => ({ name: ann.name, address: ann.wallet.address, cookie: ann.cookie })
  const block = async (by: ApiActor, target: string) =>
    expect(
      (
        await callApi(journey.server, '/block', {
          cookie: by.cookie,
          body: { walletAddr: by.address, targetWalletAddr: target },
        })
      ).status,
    ).toBe(200)

  beforeAll(async () => {
    ann = await signedInMember(journey, 'Ann')
    ;[bob, cy, dee] = await Promise.all([
      apiMember(journey.server, journey.config, 'Bob'),
      apiMember(journey.server, journey.config, 'Cy'),
      apiMember(journey.server, journey.config, 'Dee'),
    ])
    const annEmotion = await postEmotion(journey.server, annActor(), HAPPY)
    await uploadPhoto(journey.server, annActor())
    const [annPhoto] = await albumIds(journey.server, ann.wallet.address)
    expect((await cheer(journey.server, bob, annEmotion)).status).toBe(200)
    expect((await like(journey.server, bob, annPhoto ?? '')).status).toBe(200)
    // Cy has an emotion and a photo, then blocks Ann; Ann blocks Dee.
    await postEmotion(journey.server, cy, HAPPY)
    await uploadPhoto(journey.server, cy)
    await block(cy, ann.wallet.address)
    await block(annActor(), dee.address)
  })

  afterAll(async () => {
    for (const context of opened) await context.close()
  })

  it('names emotions and badges in Korean, in words and accessible names', async () => {
    const page = await annIn('ko-KR', 'Asia/Seoul')
    await open(page, '/memap')
    await page.getByRole('heading', { name: ann.name }).waitFor()
    await page.getByRole('button', { name: '오늘의 감정: 행복' }).waitFor()
    await expect.poll(() => page.locator('.emotion-pill__text').innerText()).toBe('행복')
    await page.locator('.identity-tag--emotion').getByText('행복', { exact: true }).click()
    await page.waitForURL(atPath('/findnetwork'))
    await page.getByRole('heading', { name: '행복 네트워크' }).waitFor()

    // Posted today: the emotion in Korean, and when the next one may come (Seoul's clock here).
    await open(page, '/select_emotion')
    await page.getByRole('heading', { name: '오늘의 감정: 행복' }).waitFor()
    await page.getByText('다음 감정은 자정 이후에 올릴 수 있어요.').waitFor()

    await open(page, '/badgecollection')
    await page.getByRole('heading', { name: '성격' }).waitFor()
    await page.getByRole('list', { name: '분위기' }).waitFor()
    await page.getByRole('button', { name: '탐험가, 0 Whoom' }).waitFor()
    await page.screenshot({ path: screenshotPath('issue28-badges-ko-390.png'), fullPage: true })
    // The wallet holds no Whoom, the points would cover it: withdraw first.
    await page.getByRole('button', { name: '몽상가, 5 Whoom' }).click()
    const purchase = page.getByRole('dialog', { name: '구매를 진행할까요?' })
    expect(await purchase.innerText()).toContain('몽상가')
    expect(await purchase.innerText()).toContain('5 Whoom')
    await purchase.getByRole('button', { name: '구매 확인' }).click()
    const short = page.getByRole('dialog', { name: '잔액 부족' })
    const advice = short.getByRole('link', { name: '먼저 포인트를 지갑으로 출금해 주세요' })
    expect(await advice.getAttribute('href')).toBe('/myreward')
    await short.getByRole('button', { name: '확인' }).click()

    await open(page, '/notifications')
    await page.getByText('오늘의 감정을 올렸어요: 행복').waitFor()
    const cheered = page.locator('.notification__text', { hasText: '내 감정을 응원했어요' })
    await cheered.getByRole('link', { name: bob.name }).waitFor()
    expect(await cheered.innerText()).toBe(`${bob.name}님이 내 감정을 응원했어요`)
  })

  it('breaks Korean between words, on a phone', async () => {
    const context = await journey.browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
    })
    opened.push(context)
    const page = await context.newPage()
    await open(page, '/')
    const heading = page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' })
    await heading.waitFor()
    expect(await heading.evaluate((node) => getComputedStyle(node).wordBreak)).toBe('keep-all')
    // Every line ends at a space: no word is cut, no syllable left alone.
    const cuts = await heading.evaluate((node) => {
      const text = node.firstChild
      if (!text || text.nodeType !== Node.TEXT_NODE) return ['no text']
      const words = text.textContent ?? ''
      const range = document.createRange()
      const top = (i: number) => {
        range.setStart(text, i)
        range.setEnd(text, i + 1)
        return Math.round(range.getBoundingClientRect().top)
      }
      const bad: string[] = []
      for (let i = 1; i < words.length; i++) {
        if (top(i) > top(i - 1) && words[i - 1] !== ' ' && words[i] !== ' ') {
          bad.push(`${words.slice(0, i)} / ${words.slice(i)}`)
        }
      }
      return bad
    })
    expect(cuts).toEqual([])
  })

  it('shows times in the viewer’s zone and language, and when the Seoul day ends', async () => {
    const page = await annIn('en-US', 'America/New_York')
    const news = (await (
      await callApi(journey.server, `/notification/list?walletAddr=${ann.wallet.address}&index=0`, {
        cookie: ann.cookie,
      })
    ).json()) as { data: { History: { CreateAt: string }[] } }
    const newest = news.data.History[0]?.CreateAt ?? ''
    const inNewYork = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(new Date(newest))
    await open(page, '/notifications')
    const time = page.locator('.entry-list__time').first()
    await expect.poll(() => time.innerText()).toBe(inNewYork)
    expect(inNewYork).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /)

    // Seoul's midnight is 10:00 AM in New York in winter (UTC−5).
    await open(page, '/select_emotion')
    await page.getByRole('heading', { name: "Today's emotion: Happy" }).waitFor()
    expect(await page.locator('.screen__lead').innerText()).toMatch(
      /^You can post the next one after midnight Seoul time \((\w{3} )?10:00\sAM your time\)\.$/,
    )

    const korean = await annIn('ko-KR', 'America/New_York')
    await open(korean, '/select_emotion')
    expect(await korean.locator('.screen__lead').innerText()).toMatch(
      /^다음 감정은 서울 시간 자정\(내 시간 (\(.\) )?오전 10:00\) 이후에 올릴 수 있어요\.$/,
    )
  })

  it('names who cheered and liked, linked to their MeMap; one’s own news reads as one’s own', async () => {
    const page = await annIn('en-US', 'Asia/Seoul')
    await open(page, '/notifications')
    await page.getByText('Your MeMap was minted').waitFor()
    await page.getByText("You posted today's emotion: Happy").waitFor()
    const liked = page.locator('.notification__text', { hasText: 'liked your photo' })
    expect(await liked.innerText()).toBe(`${bob.name} liked your photo`)
    const cheered = page.locator('.notification__text', { hasText: 'cheered your emotion' })
    expect(await cheered.innerText()).toBe(`${bob.name} cheered your emotion`)
    expect(await page.getByText('Someone').count()).toBe(0)
    await page.screenshot({ path: screenshotPath('issue28-news-en-390.png'), fullPage: true })
    await cheered.getByRole('link', { name: bob.name }).click()
    await page.waitForURL(atPath('/memap'))
    expect(new URL(page.url()).searchParams.get('user')).toBe(bob.address)
    await page.getByRole('heading', { name: bob.name }).waitFor()
  })

  it('shows requests, cheers and likes unavailable where either blocks the other', async () => {
    const page = await annIn('en-US', 'Asia/Seoul')
    // Cy blocks Ann: the buttons are there, unavailable, and one line says why.
    await open(page, `/memap?user=${cy.address}`)
    await page.getByRole('heading', { name: cy.name }).waitFor()
    const unavailable = 'Requests, cheers and likes are not available with this member.'
    const request = page.getByRole('button', { name: 'Send Friend Request' })
    expect(await request.isDisabled()).toBe(true)
    await page.getByText(unavailable).waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: 'Cheer', exact: true }).isDisabled())
      .toBe(true)
    await page.getByRole('button', { name: "Today's emotion: Happy" }).click()
    const view = page.getByRole('dialog', { name: 'Happy' })
    expect(await view.getByRole('button', { name: 'Cheer' }).isDisabled()).toBe(true)
    await view.getByText(unavailable).waitFor()
    await view.getByRole('button', { name: 'Close' }).click()

    await open(page, `/album?user=${cy.address}`)
    await page.getByRole('button', { name: 'Open photo' }).first().click()
    const photo = page.getByRole('region', { name: 'Photo', exact: true })
    await photo.getByText(unavailable).waitFor()
    expect(await photo.getByRole('button', { name: /^Like/ }).count()).toBe(0)

    // Ann blocks Dee: the line names her own block, which she can undo.
    await open(page, `/memap?user=${dee.address}`)
    await page.getByRole('heading', { name: dee.name }).waitFor()
    await page
      .getByText(
        'You blocked this member: requests, cheers and likes are off until you unblock them.',
      )
      .waitFor()
    expect(await page.getByRole('button', { name: 'Send Friend Request' }).isDisabled()).toBe(true)

    const korean = await annIn('ko-KR', 'Asia/Seoul')
    await open(korean, `/memap?user=${cy.address}`)
    await korean.getByRole('heading', { name: cy.name }).waitFor()
    await korean.getByText('이 회원과는 친구 요청, 응원, 좋아요를 주고받을 수 없어요.').waitFor()
    expect(await korean.getByRole('button', { name: '친구 요청 보내기' }).isDisabled()).toBe(true)
    await expect
      .poll(() => korean.getByRole('button', { name: '응원하기', exact: true }).isDisabled())
      .toBe(true)
    await korean.screenshot({ path: screenshotPath('issue28-blocked-ko-390.png'), fullPage: true })
  })

  it('asks before a photo delete with its cost, labels the withdrawal, and says Unlink', async () => {
    const korean = await annIn('ko-KR', 'Asia/Seoul')
    await open(korean, '/album')
    await korean.getByRole('button', { name: '사진 열기' }).first().click()
    await korean.getByRole('button', { name: '사진 삭제' }).click()
    const question = korean.getByRole('dialog', { name: '이 사진을 삭제할까요?' })
    expect(await question.innerText()).toContain('삭제하면 내 포인트에서 10 Whoom이 차감돼요.')
    await question.getByRole('button', { name: '취소' }).click()
    await question.waitFor({ state: 'detached' })

    for (const width of [390, 1440]) {
      const page = await annIn('en-US', 'Asia/Seoul', width)
      await open(page, '/myreward')
      const withdraw = page.getByRole('button', { name: 'Withdraw Whoom' })
      expect(await withdraw.innerText()).toBe('Withdraw Whoom')
      await page.getByRole('button', { name: 'Unlink' }).waitFor()
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }))
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
      await page.screenshot({ path: screenshotPath(`issue28-myreward-en-${width}.png`) })
      await open(page, '/notifications')
      await page.getByText('Your MeMap was minted').waitFor()
      await page.screenshot({ path: screenshotPath(`issue28-news-en-${width}.png`) })
    }
    const page = await annIn('ko-KR', 'Asia/Seoul', 1440)
    await open(page, '/myreward')
    expect(await page.getByRole('button', { name: 'Whoom 출금' }).innerText()).toBe('Whoom 출금')
    await page.screenshot({ path: screenshotPath('issue28-myreward-ko-1440.png') })
  })
})
