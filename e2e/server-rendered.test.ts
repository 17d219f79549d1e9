import type { BrowserContextOptions, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { appTookOver } from './support/hydration.ts'
import { type ApiActor, befriend, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { connectTestWallet } from './support/memap.ts'
import { signedInMember, walletContext } from './support/member.ts'
import { gradientPng } from './support/png.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// The landing's pages and a shared profile answer HTML that already holds the
// screen (apps/web/src/entry-server.tsx), and the browser takes it over without changing it.

const DESCRIPTION = 'Shown before any script runs.'

describe('pages rendered on the server', () => {
  const journey = useJourney()
  let member: ApiActor
  let emotionName: string
  const profilePath = () => `/memap?user=${member.address}`

  beforeAll(async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `Rendered ${account.address.slice(2, 8)}`
    const cookie = await registerMeMap(journey.server, journey.config, account, {
      name,
      description: DESCRIPTION,
      photo: gradientPng(64, 64),
    })
    member = { name, address: account.address, cookie }
    const emotion = await firstEmotion(journey.server)
    emotionName = emotion.EmotionName
    await postEmotion(journey.server, member, emotion.EmotionId)
  })

  /** The page's HTML as the server sends it, read without running anything. */
  async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
    const response = await fetch(`${journey.server.url}${path}`, { headers })
    expect(response.status).toBe(200)
    const text = await response.text()
    return text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  }
  const rootOf = (page: string) => page.slice(page.indexOf('<div id="root">'))

  describe('the HTML, without scripts', () => {
    it("holds the landing's heading and Connect Wallet, in the browser's language", async () => {
      const english = await html('/', { 'accept-language': 'en-US,en;q=0.9' })
      expect(english).toContain('<html lang="en">')
      expect(rootOf(english)).toContain('Welcome to MeMap')
      expect(rootOf(english)).toContain('Connect Wallet')

      const korean = await html('/', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' })
      expect(korean).toContain('<html lang="ko">')
      expect(rootOf(korean)).toContain('MeMap에 오신 것을 환영해요')
      expect(rootOf(korean)).toContain('지갑 연결')
    })

    it('speaks the language the member chose over the browser’s', async () => {
      const page = await html('/', {
        'accept-language': 'en-US',
        cookie: 'memap_language=ko',
      })
      expect(rootOf(page)).toContain('지갑 연결')
    })

    it('holds each info page', async () => {
      for (const [path, english, korean] of [
        ['/about', 'About MeMap', 'MeMap 소개'],
        ['/reward-system', 'Reward system', '보상 시스템'],
        ['/roadmap', 'Roadmap & Team', '로드맵 & 팀'],
        ['/terms', 'Terms of Service', '이용약관'],
        ['/privacy', 'Privacy', '개인정보'],
      ] as const) {
        const page = await html(path, { 'accept-language': 'en' })
        expect(rootOf(page), path).toContain(english)
        expect(page, path).toContain(`<title>${english}`)
        expect(rootOf(await html(path, { 'accept-language': 'ko' })), path).toContain(korean)
      }
    })

    it("holds a shared profile's name, picture, description, emotion and counts", async () => {
      const page = rootOf(await html(profilePath(), { 'accept-language': 'en' }))
      expect(page).toContain(member.name)
      expect(page).toContain(DESCRIPTION)
      expect(page).toMatch(/<img[^>]+src="\/v0\/images\//)
      expect(page).toContain(`Today's emotion: ${emotionName}`)
      // The counts: SNV (the member's own emotion makes 3), likes and cheers.
      expect(page).toMatch(/<dt class="stats-bar__label">SNV<\/dt><dd class="stats-bar__value">3</)
      expect(page).toMatch(
        /<dt class="stats-bar__label">cheers<\/dt><dd class="stats-bar__value">0</,
      )
      const korean = rootOf(await html(profilePath(), { 'accept-language': 'ko' }))
      expect(korean).toContain(member.name)
      expect(korean).toContain('오늘의 감정')
    })

    it('holds the profile for a signed-in member too, and an info page', async () => {
      const signedIn = { 'accept-language': 'en', cookie: member.cookie }
      const profile = rootOf(await html(profilePath(), signedIn))
      expect(profile).toContain(member.name)
      expect(profile).toContain(DESCRIPTION)
      expect(profile).not.toContain('Loading MeMap')
      expect(rootOf(await html('/about', signedIn))).toContain('About MeMap')
    })

    it('leaves a member’s screens to the browser', async () => {
      const page = await html('/settings')
      expect(page).toContain('<div id="root"></div>')
      expect(page).not.toContain('memap-rendered')
    })
  })

  describe('in the browser', () => {
    /** What the page writes to the console as an error or a warning, and what it throws. */
    function watchComplaints(page: Page): string[] {
      const complaints: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          complaints.push(`${message.type()}: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`))
      return complaints
    }

    /**
     * Opens `path` and waits until React has taken the page over; answers what went wrong on the
     * way: any error or warning on the console (React's hydration mismatches among them), any
     * uncaught error, and whether the server's heading was replaced instead of taken over.
     */
    async function hydrate(page: Page, path: string, heading: string) {
      const complaints = watchComplaints(page)
      // The first heading the parser adds, kept to compare with the one on screen once hydrated.
      await page.addInitScript(() => {
        new MutationObserver((changes, observer) => {
          for (const change of changes) {
            for (const node of Array.from(change.addedNodes)) {
              if (node instanceof HTMLElement && node.matches('h1')) {
                Object.assign(window, { serverHeading: node })
                observer.disconnect()
              }
            }
          }
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`${journey.server.url}${path}`)
      const shown = page.getByRole('heading', { level: 1, name: heading })
      await shown.waitFor()
      await appTookOver(page)
      const sameHeading = await page.evaluate(
        () =>
          document.querySelector('h1') === (window as { serverHeading?: Element }).serverHeading,
      )
      return { complaints, sameHeading }
    }

    /** Every page the server renders (entry-server.tsx), with its heading in each language. */
    const renderedPages = (): (readonly [path: string, english: string, korean: string])[] => [
      ['/', 'Welcome to MeMap', 'MeMap에 오신 것을 환영해요'],
      ['/landing', 'Welcome to MeMap', 'MeMap에 오신 것을 환영해요'],
      ['/about', 'About MeMap', 'MeMap 소개'],
      ['/reward-system', 'Reward system', '보상 시스템'],
      ['/roadmap', 'Roadmap & Team', '로드맵 & 팀'],
      ['/terms', 'Terms of Service', '이용약관'],
      ['/privacy', 'Privacy', '개인정보'],
      [profilePath(), member.name, member.name],
    ]

    /** A browser signed in as a member with a MeMap, through the chooser in its language. */
    async function memberBrowser(options: BrowserContextOptions, korean: boolean) {
      const { context, wallet } = await walletContext(journey, options)
      const name = `Viewer ${wallet.address.slice(2, 8)}`
      await registerMeMap(journey.server, journey.config, wallet.account, {
        name,
        description: DESCRIPTION,
      })
      const page = await context.newPage()
      await page.goto(journey.server.url)
      await page.getByRole('button', { name: korean ? '지갑 연결' : 'Connect Wallet' }).click()
      await page.getByRole('button', { name: TEST_WALLET_INFO.name }).click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      await page.close()
      return context
    }

    // Both languages, each in two time zones between the visitors and the members: a page must
    // hydrate the same whatever the browser's.
    const viewers: [who: 'visitor' | 'member', language: string, BrowserContextOptions][] = [
      ['visitor', 'English', { locale: 'en-US', timezoneId: 'America/Los_Angeles' }],
      ['visitor', 'Korean', { locale: 'ko-KR', timezoneId: 'Asia/Seoul' }],
      ['member', 'English', { locale: 'en-US', timezoneId: 'Asia/Seoul' }],
      ['member', 'Korean', { locale: 'ko-KR', timezoneId: 'America/Los_Angeles' }],
    ]

    for (const [who, language, options] of viewers) {
      it(`takes over every page the server renders without a change, for a ${who} in ${language}`, async () => {
        const korean = language === 'Korean'
        const context =
          who === 'member'
            ? await memberBrowser(options, korean)
            : await journey.browser.newContext(options)
        for (const [path, english, inKorean] of renderedPages()) {
          const page = await context.newPage()
          if (who === 'member' && (path === '/' || path === '/landing')) {
            // The landing takes a signed-in member on to their MeMap, with no complaint.
            const complaints = watchComplaints(page)
            await page.goto(`${journey.server.url}${path}`)
            await page.waitForURL('**/memap')
            await appTookOver(page)
            expect(complaints, path).toEqual([])
          } else {
            const { complaints, sameHeading } = await hydrate(
              page,
              path,
              korean ? inKorean : english,
            )
            expect(complaints, path).toEqual([])
            expect(sameHeading, path).toBe(true)
          }
          await page.close()
        }
        await context.close()
      })
    }

    it('paints with its styles in the page, and fetches none of them, before or after the app takes over', async () => {
      for (const [path, heading] of [
        ['/', 'Welcome to MeMap'],
        [profilePath(), member.name],
      ] as const) {
        const page = await journey.browser.newPage()
        const stylesheets: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
        })
        const { complaints } = await hydrate(page, path, heading)
        expect(complaints, path).toEqual([])
        // The app's screen styles apply: the heading is not in the browser's default serif.
        const font = await page
          .getByRole('heading', { level: 1, name: heading })
          .evaluate((element) => getComputedStyle(element).fontFamily)
        expect(font, path).not.toMatch(/^"?Times/)
        const inPage = await page
          .locator('head style[data-href]')
          .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')))
        expect(inPage.length, path).toBeGreaterThan(1)
        // (The fonts' stylesheet is the app's to fetch when the page shows Hangul: missing-fonts.ts.)
        for (const href of inPage) {
          expect(
            stylesheets.filter((url) => url.endsWith(href ?? '?')),
            path,
          ).toEqual([])
        }
        // Its home-screen icon and manifest, linked once it has painted (start-after-paint.ts).
        for (const rel of ['apple-touch-icon', 'manifest']) {
          await page.locator(`head > link[rel="${rel}"]`).waitFor({ state: 'attached' })
        }
        await page.close()
      }
    })

    it('works at once: Connect Wallet opens the chooser on the hydrated landing', async () => {
      const page = await journey.browser.newPage()
      await hydrate(page, '/', 'Welcome to MeMap')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
      await page.close()
    })

    /**
     * Opens `path` (the landing) with the app's scripts held back, all but the first, tiny one:
     * the page shows, React not yet. Answers the function that lets them through.
     */
    async function beforeTheApp(page: Page, path = '/'): Promise<() => void> {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        if (!/page-start/.test(route.request().url())) await released
        await route.continue()
      })
      await page.goto(`${journey.server.url}${path}`, { waitUntil: 'commit' })
      // The early script (a module, so deferred) has run once the document is parsed.
      await page.waitForLoadState('domcontentloaded')
      return release
    }

    it('keeps a tap made before the app took over: the chooser opens once it has', async () => {
      const page = await journey.browser.newPage()
      const release = await beforeTheApp(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const chooser = page.getByRole('dialog', { name: 'Connect a wallet' })
      expect(await chooser.isVisible()).toBe(false)
      release()
      await chooser.waitFor()
      await page.close()
    })

    it("keeps a member's tap on a part that hydrates after the screen: More opens its menu", async () => {
      const viewer = await signedInMember(journey, 'Early')
      const release = await beforeTheApp(viewer.page, profilePath())
      // The member's actions are a boundary of their own, whose code is asked for once the
      // screen has hydrated.
      await viewer.page.getByRole('button', { name: 'More' }).click()
      release()
      await viewer.page.getByRole('dialog', { name: member.name }).waitFor()
      await viewer.context.close()
    })

    it('keeps a language chosen before the app took over: the landing turns Korean once it has', async () => {
      const context = await journey.browser.newContext({ locale: 'en-US' })
      const page = await context.newPage()
      const release = await beforeTheApp(page)
      await page.getByLabel('Language').selectOption('ko')
      release()
      await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko')
      await context.close()
    })

    it('starts the app once the network is back when its scripts could not be fetched', async () => {
      const context = await journey.browser.newContext({ locale: 'en-US' })
      const page = await context.newPage()
      // The network drops once the page has painted, as the app's scripts are asked for.
      let failed = false
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        if (failed || /page-start/.test(route.request().url())) return route.continue()
        failed = true
        await context.setOffline(true)
        await route.abort('internetdisconnected')
      })
      await page.goto(`${journey.server.url}/`)
      await page.getByRole('heading', { name: 'Welcome to MeMap' }).waitFor()
      await page.waitForFunction(() => !navigator.onLine)
      await context.setOffline(false)
      await appTookOver(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
      await context.close()
    })

    it('draws a page anew in the language chosen on the device when the server rendered another', async () => {
      const context = await journey.browser.newContext({ locale: 'ko-KR' })
      const page = await context.newPage()
      await page.goto(journey.server.url)
      await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
      // English chosen here, and the cookie that tells the server lost: it renders Korean.
      await page.evaluate(() => localStorage.setItem('memap:language', 'en'))
      await context.clearCookies()
      const complaints = watchComplaints(page)
      await page.goto(`${journey.server.url}/about`)
      await page.getByRole('heading', { level: 1, name: 'About MeMap' }).waitFor()
      await appTookOver(page)
      expect(complaints).toEqual([])
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
      await context.close()
    })

    it('remembers a language chosen on the landing for the next page the server renders', async () => {
      const context = await journey.browser.newContext({ locale: 'en-US' })
      const page = await context.newPage()
      await hydrate(page, '/', 'Welcome to MeMap')
      await page.getByLabel('Language').selectOption('ko')
      await page.getByRole('heading', { name: 'MeMap에 오신 것을 환영해요' }).waitFor()
      const { complaints } = await hydrate(page, '/about', 'MeMap 소개')
      expect(complaints).toEqual([])
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko')
      await context.close()
    })

    it("draws a friend's profile as the server did, 'Friends since' in the browser's time zone", async () => {
      // A zone whose date is not UTC's right now (the server's own clock): a date the server
      // wrote in another zone than the browser's would differ, and React redraw the page.
      const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati'
      const friendKey = generatePrivateKey()
      const friend = privateKeyToAccount(friendKey)
      const friendCookie = await registerMeMap(journey.server, journey.config, friend, {
        name: `Friend ${friend.address.slice(2, 8)}`,
        description: DESCRIPTION,
      })
      await befriend(journey.server, { address: friend.address, cookie: friendCookie }, member)
      const { context } = await walletContext(journey, {
        locale: 'en-US',
        timezoneId,
        privateKey: friendKey,
      })
      const page = await context.newPage()
      // The first visit tells the server the browser's zone (a cookie) for the pages it renders.
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      const { complaints, sameHeading } = await hydrate(page, profilePath(), member.name)
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date()),
      )
      // The friend status hydrates with the screen's other parts (`hydrate` waits for every
      // one): once it has, nothing was redrawn.
      await page.getByText(`Friends since ${today}`).waitFor()
      expect(complaints.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
      expect(sameHeading).toBe(true)
      await context.close()
    })

    it('shows a signed-in member a profile without a hydration warning', async () => {
      const { context } = await walletContext(journey)
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memapstart**')
      const { complaints, sameHeading } = await hydrate(page, profilePath(), member.name)
      // The friend status and the cheer hydrate after the screen, with their own code, and
      // `hydrate` waits for every part: they show.
      for (const name of ['Send Friend Request', 'Cheer']) {
        await page.getByRole('button', { name, exact: true }).waitFor()
      }
      expect(complaints.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
      expect(sameHeading).toBe(true)
      await context.close()
    })
  })
})
