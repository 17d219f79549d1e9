import { LOCAL_API_KEY } from '@memap/shared/api'
import type { UserInfo } from '@memap/shared/profile'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAMED_BY } from '../apps/web/src/shared/lib/named-routes.ts'
import { type AppPath, hrefTo, paths } from '../apps/web/src/shared/lib/paths.ts'
import { MEMBER_ROUTES, routeAccess, routeNameOf } from '../apps/web/src/shared/lib/route-access.ts'
import { type ApiActor, apiMember, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { atPath, callApi, connectTestWallet, sessionCookie } from './support/memap.ts'
import { apiData, type Member, signedInMember, walletContext } from './support/member.ts'
import { settled } from './support/screens.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// PRODUCT.md §11, "Nobody acts for another": a member stays signed in on any page, whatever page it
// is opened or reloaded on (item 6); a wallet without a MeMap meets no dead end (item 7); a
// sign-in refused by the per-minute limit says how long to wait (item 9). A visitor is asked to
// connect and comes back; an unknown address says so.

/** What the page's own session state says: the signed-in wallet, or null. */
const storedAddress = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { address?: string }).address,
  )

/** The status of `GET /v0/auth/session` with the session cookie of `context`. */
async function sessionStatus(journey: ReturnType<typeof useJourney>, context: BrowserContext) {
  return (await callApi(journey.server, '/auth/session', { cookie: await sessionCookie(context) }))
    .status
}

describe('a member on any page', () => {
  const journey = useJourney()
  let ann: Member
  let bob: ApiActor
  let network: UserInfo['IdentityGraph'][number]

  beforeAll(async () => {
    ;[ann, bob] = await Promise.all([
      signedInMember(journey, 'Stay'),
      apiMember(journey.server, journey.config, 'Named'),
    ])
    const emotion = await firstEmotion(journey.server)
    const self = { name: ann.name, address: ann.wallet.address, cookie: ann.cookie }
    await postEmotion(journey.server, self, emotion.EmotionId)
    // Somebody else in the emotion's network, for the list to show.
    await postEmotion(journey.server, bob, emotion.EmotionId)
    const info = await apiData<UserInfo>(
      journey.server,
      ann,
      `/user/info?walletAddr=&targetWalletAddr=${ann.wallet.address}`,
    )
    const tag = info.IdentityGraph[0]
    if (!tag) throw new Error('the emotion is not in the identity graph')
    network = tag
  })

  /**
   * The pages of a member's route, as the route table lists them: as the menu opens it and, for a
   * route that names whose screen it is, also naming another member (a network has no "own":
   * /findnetwork is opened as a tag of the identity graph links it).
   */
  function pagesOf(path: AppPath): string[] {
    const name = routeNameOf(path)
    const param = name && name in NAMED_BY ? NAMED_BY[name as keyof typeof NAMED_BY] : null
    if (param === 'objectId') {
      return [hrefTo(path, { network: network.Name, objectId: network.ObjectId })]
    }
    return param === null ? [path] : [path, hrefTo(path, { [param]: bob.address })]
  }

  /** The member is on `url`, signed in in the page and on the server, and the screen is shown. */
  async function expectSignedInOn(page: Page, url: string) {
    await settled(page)
    const here = new URL(page.url())
    expect(`${here.pathname}${here.search}`).toBe(url)
    await page.getByRole('button', { name: /open the menu/ }).waitFor()
    expect(await storedAddress(page)).toBe(ann.wallet.address)
    expect(await sessionStatus(journey, ann.context)).toBe(200)
    expect(await page.getByRole('heading', { name: 'Oops! An error occurred.' }).count()).toBe(0)
  }

  it('lists the member’s routes from the route table', () => {
    expect(MEMBER_ROUTES).toContain(paths.friendList)
    expect(MEMBER_ROUTES).toContain(paths.findNetwork)
    expect(MEMBER_ROUTES).not.toContain(paths.home)
    expect(MEMBER_ROUTES).not.toContain(paths.memapStart)
  })

  it("opens a route that names whose screen it is also on another member's", () => {
    expect(pagesOf(paths.friendList)).toEqual([paths.friendList, `/friendlist?user=${bob.address}`])
  })

  // One test a route: each page opened and reloaded takes a few seconds, all of them together
  // more than a test's minute on a busy machine.
  it.each(MEMBER_ROUTES)('opens and reloads %s, and stays signed in on it', async (path) => {
    const { page } = ann
    for (const url of pagesOf(path)) {
      await page.goto(`${journey.server.url}${url}`)
      await expectSignedInOn(page, url)
      await page.reload()
      await expectSignedInOn(page, url)
    }
  })

  it('keeps what a link handed over in the URL, so a reload shows the same screen', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}${hrefTo(paths.memap, { user: bob.address })}`)
    await page.getByRole('heading', { name: bob.name }).waitFor()
    await page.getByRole('link', { name: 'Friend list' }).click()
    await page.waitForURL(atPath('/friendlist'))
    await page.reload()
    await page.getByRole('heading', { name: `${bob.name}'s Network` }).waitFor()

    await page.goto(`${journey.server.url}/memap`)
    await page.getByRole('link', { name: network.Name, exact: true }).click()
    await page.waitForURL(atPath('/findnetwork'))
    await page.reload()
    await page.getByRole('heading', { name: `Network by ${network.Name}` }).waitFor()
    await page.getByRole('link', { name: new RegExp(bob.name) }).waitFor()
  })

  it('is taken from the landing to the MeMap, still signed in', async () => {
    const { page } = ann
    for (const landing of [paths.home, paths.landing]) {
      await page.goto(`${journey.server.url}${landing}`)
      await page.waitForURL(atPath('/memap'))
      await page.getByRole('heading', { name: ann.name }).waitFor()
      expect(await storedAddress(page)).toBe(ann.wallet.address)
      expect(await sessionStatus(journey, ann.context)).toBe(200)
    }
  })
})

describe('a visitor', () => {
  const journey = useJourney()

  it('is asked to connect on a member’s page, and is back there once connected', async () => {
    const { context, wallet } = await walletContext(journey, {
      viewport: { width: 1440, height: 900 },
    })
    const name = `Back ${wallet.account.address.slice(2, 8)}`
    await registerMeMap(journey.server, journey.config, wallet.account, {
      name,
      description: 'Sent to connect, and back.',
    })
    const page = await context.newPage()
    for (const path of [paths.notifications, paths.friendList, paths.settings]) {
      await page.goto(`${journey.server.url}${path}`)
      await page.waitForURL(atPath('/'))
      expect(new URL(page.url()).searchParams.get('from')).toBe(path)
      await page
        .getByRole('status')
        .filter({ hasText: 'Connect your wallet to open this page.' })
        .waitFor()
    }
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: TEST_WALLET_INFO.name })
      .click()
    await page.waitForURL(atPath('/settings'))
    await page.getByRole('region', { name: 'Signed-in devices' }).getByText('This device').waitFor()
    await context.close()
  })

  it('reads pages that tell the truth: what ships, a contact only where there is one, who may cheer', async () => {
    const page = await journey.browser.newPage()
    await page.goto(`${journey.server.url}/roadmap`)
    await page.getByText('News that arrives as it happens, and people you find by name.').waitFor()
    const roadmap = await page.getByRole('main').innerText()
    // What ships is under Now, not promised under Next.
    const next = roadmap.slice(roadmap.indexOf('Next'), roadmap.indexOf('Team'))
    expect(next).not.toMatch(/wide screens|drawn by the server/)
    expect(roadmap.slice(0, roadmap.indexOf('Next'))).toContain('drawn by the server')
    const { contactEmail } = journey.config.links
    if (contactEmail === null) expect(roadmap).not.toMatch(/contact|write to us/i)
    else await page.getByRole('link', { name: contactEmail }).waitFor()
    await page.goto(`${journey.server.url}/reward-system`)
    await page.getByRole('cell', { name: 'Cheer on another member’s emotion' }).waitFor()
    expect(await page.getByRole('main').innerText()).not.toContain('friend’s emotion')
    await page.close()
  })

  it('says on the landing why a session ended, in both languages', async () => {
    for (const [locale, revoked, expired] of [
      [
        'en-US',
        'You were signed out on this device from another one.',
        'Your session expired: connect again.',
      ],
      [
        'ko-KR',
        '다른 기기에서 이 기기의 로그인을 끝냈어요.',
        '로그인이 만료됐어요. 지갑을 다시 연결해 주세요.',
      ],
    ] as const) {
      const context = await journey.browser.newContext({ locale })
      const page = await context.newPage()
      for (const [ended, words] of [
        ['revoked', revoked],
        ['expired', expired],
      ] as const) {
        await page.goto(`${journey.server.url}/?from=%2Ffriendlist&ended=${ended}`)
        await page.getByText(words).waitFor()
      }
      await context.close()
    }
  })

  it('finds an unknown address not found (404), with the way home, and is asked to connect, in both languages', async () => {
    for (const [locale, title, home, connect, noMemap] of [
      [
        'en-US',
        'Page not found',
        'Back to MeMap',
        'Connect your wallet to open this page.',
        'No MeMap here',
      ],
      [
        'ko-KR',
        '페이지를 찾을 수 없어요',
        'MeMap으로 돌아가기',
        '이 페이지를 열려면 지갑을 연결해 주세요.',
        'MeMap이 없어요',
      ],
    ] as const) {
      const context = await journey.browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
      })
      const page = await context.newPage()
      // The page says it, and so does the status: a crawler or a link checker hears 404.
      const answer = await page.goto(`${journey.server.url}/no-such-page?x=1`)
      expect(answer?.status()).toBe(404)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/no-such-page')
      await page.getByRole('link', { name: home }).click()
      await page.waitForURL(`${journey.server.url}/`)
      // A wallet with no MeMap is no profile either.
      const nobody = await page.goto(
        `${journey.server.url}/memap?user=0x000000000000000000000000000000000000dEaD`,
      )
      expect(nobody?.status()).toBe(404)
      await page.getByRole('heading', { name: noMemap, level: 1 }).waitFor()
      await page.goto(`${journey.server.url}/notifications`)
      await page.getByRole('status').filter({ hasText: connect }).waitFor()
      await context.close()
    }
  })
})

describe('a wallet without a MeMap', () => {
  const journey = useJourney()
  let context: BrowserContext
  let page: Page
  let member: ApiActor
  const why = 'That page is for members. Create your MeMap to open it.'

  beforeAll(async () => {
    ;({ context } = await walletContext(journey, { viewport: { width: 390, height: 844 } }))
    member = await apiMember(journey.server, journey.config, 'Seen')
    page = await context.newPage()
    await connectTestWallet(page, journey.server)
    await page.waitForURL('**/memapstart')
    await page.getByRole('heading', { name: 'Create MeMap' }).waitFor()
  })

  afterAll(async () => {
    await context?.close()
  })

  it('is offered Create my MeMap, the language, its devices and Unlink in the menu', async () => {
    await page.getByRole('button', { name: /open the menu/ }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Create my MeMap',
      'Signed-in devices',
    ])
    await menu.getByRole('combobox', { name: 'Language' }).waitFor()
    await menu.getByRole('button', { name: 'Unlink' }).waitFor()
    expect(await page.getByRole('link', { name: /Whoom, reward history/ }).count()).toBe(0)

    await menu.getByRole('link', { name: 'Signed-in devices' }).click()
    await page.waitForURL(atPath('/settings'))
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await page.getByText('This wallet has no MeMap yet.').waitFor()
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await devices.getByText('This device').waitFor()
    await page.getByRole('combobox', { name: 'Language' }).waitFor()
    expect(await page.getByText('Oops! An error occurred.').count()).toBe(0)
  })

  it('is sent from every member’s route to /memapstart, with one line saying why', async () => {
    const guarded = (Object.keys(routeAccess) as (keyof typeof routeAccess)[]).filter(
      (name) => routeAccess[name] === 'member' || routeAccess[name] === 'named',
    )
    expect(guarded.map((name) => paths[name])).toContain(paths.miCode)
    for (const name of guarded) {
      await page.goto(`${journey.server.url}${paths[name]}`)
      await page.waitForURL(atPath('/memapstart'))
      expect(new URL(page.url()).searchParams.get('from')).toBe(paths[name])
      await page.getByText(why).waitFor()
      await page.getByRole('heading', { name: 'Create MeMap' }).waitFor()
    }
    // Someone else's MeMap is for everyone to see.
    await page.goto(`${journey.server.url}${hrefTo(paths.memap, { user: member.address })}`)
    await page.getByRole('heading', { name: member.name }).waitFor()
  })

  it('says why in Korean too, and the landing takes it on to /memapstart without it', async () => {
    await page.goto(`${journey.server.url}/micode`)
    await page.getByText(why).waitFor()
    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
    await page.getByText('멤버만 열 수 있는 페이지예요. MeMap을 만들면 열 수 있어요.').waitFor()
    await page.getByRole('link', { name: '내 MeMap 만들기' }).waitFor()
    await page.getByRole('combobox', { name: '언어' }).selectOption('en')
    await page.keyboard.press('Escape')

    await page.goto(journey.server.url)
    await page.waitForURL(atPath('/memapstart'))
    await page.getByRole('heading', { name: 'Create MeMap' }).waitFor()
    expect(await page.getByText(why).count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
  })

  it('signs out with Unlink, back to the landing', async () => {
    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Unlink' }).click()
    await page
      .getByRole('dialog', { name: 'Unlink your wallet?' })
      .getByRole('button', { name: 'Unlink' })
      .click()
    await page.waitForURL(`${journey.server.url}/`)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await storedAddress(page)).toBeNull()
  })
})

describe('a sign-in refused by the per-minute limit', () => {
  // One sign-in step a minute from one address: the test uses it up, the connect is refused.
  const journey = useJourney({ env: { RATE_LIMIT_SIGN_IN: '1' } })

  /** The limit counts per wall-clock minute: start with at least 20 s of the minute left. */
  async function inOneWindow() {
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
  }

  /** Connects a fresh wallet on a page in `locale` once the limit is used up; answers the page. */
  async function refusedConnect(
    locale: string,
  ): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context } = await walletContext(journey, { locale })
    const page = await context.newPage()
    await page.goto(journey.server.url)
    const connect = page.getByRole('button', {
      name: locale === 'ko-KR' ? '지갑 연결' : 'Connect Wallet',
    })
    await connect.waitFor()
    await inOneWindow()
    // The page's own address uses up the minute's sign-in step.
    const statuses = await page.evaluate(async (key) => {
      const seen: number[] = []
      for (let i = 0; i < 3 && !seen.includes(429); i++) {
        seen.push((await fetch('/v0/auth/nonce', { headers: { 'X-API-Key': key } })).status)
      }
      return seen
    }, LOCAL_API_KEY)
    expect(statuses).toContain(429)
    await connect.click()
    await page.getByRole('button', { name: TEST_WALLET_INFO.name }).click()
    return { page, close: () => context.close() }
  }

  it('says to wait, and for how long', async () => {
    const { page, close } = await refusedConnect('en-US')
    const dialog = page.getByRole('dialog', { name: 'Too many requests' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toMatch(/Please wait \d+ seconds and try again\./)
    expect(await page.getByText('Oops! An error occurred.').count()).toBe(0)
    await close()
  })

  it('says it in Korean', async () => {
    const { page, close } = await refusedConnect('ko-KR')
    const dialog = page.getByRole('dialog', { name: '요청이 너무 많아요' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toMatch(/\d+초 후에 다시 시도해 주세요\./)
    await close()
  })
})
