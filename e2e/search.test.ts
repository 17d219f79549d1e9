import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unnamedControls } from './support/accessible-names.ts'
import { axeViolations } from './support/axe.ts'
import { useJourney } from './support/journey.ts'
import { type Member, signedInMember } from './support/member.ts'
import { screenshotFailures } from './support/screenshots.ts'
import { registerMeMap } from './support/sign-up.ts'

// PRODUCT.md §2, "Find people", in a real browser: a member finds another by the initial consonants
// of a Korean name and opens their MeMap; on the own friend list, a Korean syllable composed
// through the IME is searched once it is finished.
describe('finding people in a real browser', () => {
  const journey = useJourney()
  let searcher: Member
  /** Who the searches must (and must not) find, by name. */
  const people = ['김민수', '김민준', '박서연']
  const addresses = new Map<string, string>()

  beforeAll(async () => {
    searcher = await signedInMember(journey, 'Searcher')
    for (const name of people) {
      const account = privateKeyToAccount(generatePrivateKey())
      await registerMeMap(journey.server, journey.config, account, {
        name,
        description: `${name}, a test member.`,
      })
      addresses.set(name, account.address)
    }
  })

  screenshotFailures(() => [searcher])

  afterAll(async () => {
    await searcher?.context.close()
  })

  /** The `q` of every search the page sends, in order. */
  const searchesOf = (member: Member) => {
    const asked: string[] = []
    member.page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/v0/user/search' && url.searchParams.get('index') === '0') {
        asked.push(url.searchParams.get('q') ?? '')
      }
    })
    return asked
  }

  it('finds a member by the initial consonants of their name and opens their MeMap from the menu', async () => {
    const { page } = searcher
    const asked = searchesOf(searcher)
    await page.getByRole('button', { name: /open the menu/ }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const field = menu.getByRole('searchbox', { name: 'Find people' })
    await field.pressSequentially('ㄱㅁㅅ', { delay: 40 })
    const results = menu.getByRole('list', { name: 'People found' })
    await results.getByRole('link', { name: '김민수' }).waitFor()
    await expect.poll(() => menu.getByRole('status').innerText()).toBe('1 member found')
    expect(await results.getByRole('link').count()).toBe(1)
    // One search for the settled text, none for each letter typed.
    expect(asked).toEqual(['ㄱㅁㅅ'])
    // WCAG 2.2 AA with the results shown, and every control named.
    expect(await axeViolations(page)).toEqual([])
    expect(await unnamedControls(menu)).toEqual([])

    await results.getByRole('link', { name: '김민수' }).click()
    await menu.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: '김민수' }).waitFor()
    const opened = new URL(page.url())
    expect(opened.pathname).toBe('/memap')
    expect(opened.searchParams.get('user')).toBe(addresses.get('김민수'))
    // The profile shown is that member's: a stranger's, with a friend request to send.
    await page.getByRole('button', { name: 'Send Friend Request' }).waitFor()
  })

  it('says so when a paste is longer than a search holds, and searches what it kept', async () => {
    const { page } = searcher
    const asked = searchesOf(searcher)
    await page.getByRole('button', { name: /open the menu/ }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const field = menu.getByRole('searchbox', { name: 'Find people' })
    await field.focus()
    await page.keyboard.insertText('민'.repeat(60))
    await menu
      .getByText('A search holds at most 50 characters, and the rest was left out.')
      .waitFor()
    expect(await field.inputValue()).toBe('민'.repeat(50))
    await expect.poll(() => asked).toEqual(['민'.repeat(50)])
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
  })

  it('searches a Korean syllable from the own friend list once the IME has composed it', async () => {
    const { page } = searcher
    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My MeMap' }).click()
    await page.getByRole('heading', { name: searcher.name }).waitFor()
    await page.getByRole('link', { name: 'Friend list' }).click()
    await page.waitForURL(/\/friendlist/)
    await page.getByText('No friends yet. Be their first connection!').waitFor()
    const asked = searchesOf(searcher)
    const field = page.getByRole('searchbox', { name: 'Find people' })
    await field.focus()
    // What a Korean IME does for 김: ㄱ, 기, 김 composed, then committed.
    const ime = await page.context().newCDPSession(page)
    for (const step of ['ㄱ', '기', '김']) {
      await ime.send('Input.imeSetComposition', {
        text: step,
        selectionStart: step.length,
        selectionEnd: step.length,
      })
      await page.waitForTimeout(400)
    }
    expect(await field.inputValue()).toBe('김')
    expect(asked).toEqual([])
    await ime.send('Input.insertText', { text: '김' })
    const results = page.getByRole('list', { name: 'People found' })
    await results.getByRole('link', { name: '김민준' }).waitFor()
    expect((await results.locator('.member-row__name').allInnerTexts()).sort()).toEqual([
      '김민수',
      '김민준',
    ])
    expect(asked).toEqual(['김'])
    await ime.detach()

    // A part inside a name: the given name alone.
    await field.fill('서연')
    await results.getByRole('link', { name: '박서연' }).waitFor()
    await field.fill('없는사람')
    await page.getByText('No one found for “없는사람”.').waitFor()
  })

  it('says it all in Korean for a member who chose Korean', async () => {
    const { page } = searcher
    await page.evaluate(() => localStorage.setItem('memap:language', 'ko'))
    await page.reload()
    await page.getByRole('button', { name: /메뉴 열기/ }).click()
    const menu = page.getByRole('dialog')
    const field = menu.getByRole('searchbox', { name: '사람 찾기' })
    await menu
      .getByText('이름, 이름의 일부, 한글 이름의 초성(ㄱㅁㅅ)으로 찾을 수 있어요.')
      .waitFor()
    await field.fill('ㅂㅅㅇ')
    await menu
      .getByRole('list', { name: '찾은 사람' })
      .getByRole('link', { name: '박서연' })
      .waitFor()
    await expect.poll(() => menu.getByRole('status').innerText()).toBe('1명을 찾았어요')
    await field.fill('없는사람')
    await expect
      .poll(() => menu.getByRole('status').innerText())
      .toBe('“없는사람”으로 찾은 사람이 없어요.')
  })
})
