import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths, type RouteName } from '../apps/web/src/shared/lib/paths.ts'
import type { routeAccess } from '../apps/web/src/shared/lib/route-access.ts'
import { type ApiActor, firstEmotion, postEmotion, uploadPhoto } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi, connectTestWallet } from './support/memap.ts'
import { walletContext } from './support/member.ts'
import { gradientPng } from './support/png.ts'
import { screenshotPath } from './support/screenshots.ts'
import { registerMeMap } from './support/sign-up.ts'

/** The route table's routes of a signed-in member (MEMBER_ROUTES), by name. */
type MemberRouteName = {
  [Name in RouteName]: (typeof routeAccess)[Name] extends 'wallet' | 'member' | 'named'
    ? Name
    : never
}[RouteName]

/**
 * What shows once each member screen has its content, to lay it out at every width: keyed by the
 * route table, so a new member route fails the typecheck until it is laid out here. The ones
 * reached through a link of another screen are laid out where they are reached.
 */
const MEMBER_SCREENS_READY: Record<MemberRouteName, ((p: Page) => Locator) | 'reached by a link'> =
  {
    memap: 'reached by a link',
    findNetwork: 'reached by a link',
    friendList: 'reached by a link',
    settings: (p) => p.getByRole('heading', { name: 'Set Your MeMap!' }),
    album: (p) => p.getByRole('button', { name: 'Open photo' }),
    myReward: (p) => p.locator('.reward-entry').first(),
    notifications: (p) => p.locator('.notification').first(),
    badgeCollection: (p) => p.getByRole('button', { name: /^Explorer/ }),
    myAssets: (p) => p.getByRole('heading', { name: 'My assets' }),
    selectEmotion: (p) => p.locator('.emotion-chip').first(),
    miCode: (p) => p.getByRole('heading', { name: 'QR Share' }),
    admin: (p) => p.getByRole('list', { name: 'Open reports' }),
  }

/** A phone, a tablet in landscape, a desktop. */
const WIDTHS = [390, 1024, 1440]

// The members of the screens below. Fixed keys, so a screen shows the same addresses from run to
// run and two runs' screenshots can be compared (each server has a devnet of its own).
const MEMBER_KEY: Hex = `0x${'1a'.repeat(32)}`
const FRIEND_KEY: Hex = `0x${'2b'.repeat(32)}`
const OTHER_KEY: Hex = `0x${'3c'.repeat(32)}`
const JOINER_KEY: Hex = `0x${'4d'.repeat(32)}`
const member = privateKeyToAccount(MEMBER_KEY)

describe('the screens at phone, tablet and desktop widths', () => {
  // The member moderates, for /admin.
  const journey = useJourney({ env: { ADMIN_WALLETS: member.address } })

  /** At each width: nothing wider than the window, the key controls shown, a screenshot. */
  async function checkWidths(
    page: Page,
    name: string,
    controls: (page: Page) => Locator[],
    widths = WIDTHS,
  ) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      for (const control of controls(page)) await control.waitFor({ state: 'visible' })
      await settled(page)
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }))
      expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(innerWidth)
      await page.screenshot({
        path: screenshotPath(`${name}-${width}.png`),
        fullPage: true,
        // A dialog's entrance ends before the shot, so one run's shot matches the next.
        animations: 'disabled',
      })
    }
  }

  it('lays out the landing page and the wallet chooser', async () => {
    const page = await journey.browser.newPage()
    await page.goto(journey.server.url)
    await checkWidths(page, 'landing', (p) => [
      p.getByRole('heading', { name: 'Welcome to MeMap' }),
      p.getByRole('button', { name: 'Connect Wallet' }),
      p.getByText('Beta v1.0'),
    ])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await checkWidths(page, 'wallet-chooser', (p) => [
      p.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button').first(),
    ])
    await page.close()
  })

  it("lays out the landing's pages", async () => {
    const page = await journey.browser.newPage()
    for (const [path, heading] of [
      ['/about', 'About MeMap'],
      ['/reward-system', 'Reward system'],
    ] as const) {
      await page.goto(`${journey.server.url}${path}`)
      await checkWidths(page, path.slice(1), (p) => [p.getByRole('heading', { name: heading })])
    }
    await page.close()
  })

  it('lays out the sign-up intro and form', async () => {
    const { context } = await walletContext(journey, { privateKey: JOINER_KEY })
    const page = await context.newPage()
    await connectTestWallet(page, journey.server)
    await checkWidths(page, 'signup-intro', (p) => [p.getByRole('button', { name: 'Start' })])
    await page.getByRole('button', { name: 'Start' }).click()
    // A wallet without a MeMap has no balance chip, only its menu.
    await checkWidths(page, 'signup-form', (p) => [
      p.getByRole('button', { name: /open the menu/ }),
      p.getByText('Add a photo'),
      p.getByLabel('Name'),
      p.getByLabel('Description'),
      p.getByRole('button', { name: 'X', exact: true }),
      p.getByRole('button', { name: 'Create MeMap' }),
    ])
    await context.close()
  })

  it('lays out a profile as a visitor sees it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await registerMeMap(journey.server, journey.config, account, {
      name: '김민지 Layout',
      description: 'A description long enough to wrap on a phone: '.repeat(4).slice(0, 200),
      photo: gradientPng(900, 1200),
    })
    const page = await journey.browser.newPage()
    await page.goto(`${journey.server.url}/memap?user=${account.address}`)
    await checkWidths(page, 'profile', (p) => [
      p.getByRole('heading', { name: '김민지 Layout' }),
      p.getByText('Not a member yet?'),
      p.getByRole('link', { name: 'Create your MeMap' }),
    ])
    await page.close()

    // In Korean on a desktop: the profile takes most of the window, with no navigation to show.
    const korean = await journey.browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 1440, height: 900 },
    })
    const koreanPage = await korean.newPage()
    await koreanPage.goto(`${journey.server.url}/memap?user=${account.address}`)
    await koreanPage.getByRole('heading', { name: '김민지 Layout' }).waitFor()
    const profile = await koreanPage.locator('.profile').boundingBox()
    expect(profile?.width).toBeGreaterThanOrEqual(0.6 * 1440)
    expect(await koreanPage.getByRole('navigation').count()).toBe(0)
    await korean.close()
  })

  describe("a member's screens", () => {
    let context: BrowserContext
    let page: Page
    /** Today's emotion of the friend, typed out letter by letter on their profile. */
    let emotionName: string
    const typedOut = (p: Page) =>
      p.locator('.emotion-pill__text').getByText(emotionName, { exact: true })

    beforeAll(async () => {
      // The member, with a photo in the album; a friend who posted today's emotion, as did
      // another member in the same network; a report for the moderator's queue.
      const [self, friend, other] = await Promise.all(
        [
          [MEMBER_KEY, 'Layout Member', gradientPng(900, 1200)],
          [FRIEND_KEY, 'Layout Friend', undefined],
          [OTHER_KEY, 'Layout Other', undefined],
        ].map(async ([key, name, photo]) => {
          const account = privateKeyToAccount(key as Hex)
          const cookie = await registerMeMap(journey.server, journey.config, account, {
            name: name as string,
            description: `${name}, laid out at three widths.`,
            photo: photo as Buffer | undefined,
          })
          return { name, address: account.address, cookie } as ApiActor
        }),
      )
      if (!self || !friend || !other) throw new Error('three members expected')
      const ok = async (response: Promise<Response>) => {
        const answer = await response
        if (!answer.ok) throw new Error(`${answer.url}: ${await answer.text()}`)
      }
      await ok(
        callApi(journey.server, '/friends/request', {
          cookie: friend.cookie,
          body: { walletAddr: friend.address, targetWalletAddr: self.address },
        }),
      )
      await ok(
        callApi(journey.server, '/friends/response', {
          cookie: self.cookie,
          body: { walletAddr: self.address, targetWalletAddr: friend.address, rejection: false },
        }),
      )
      const emotion = await firstEmotion(journey.server)
      emotionName = emotion.EmotionName
      await postEmotion(journey.server, friend, emotion.EmotionId)
      await postEmotion(journey.server, other, emotion.EmotionId)
      await uploadPhoto(journey.server, self)
      await ok(
        callApi(journey.server, '/report', {
          cookie: friend.cookie,
          body: {
            walletAddr: friend.address,
            targetWalletAddr: other.address,
            reason: 'spam',
            details: 'Laid out in the queue.',
          },
        }),
      )

      ;({ context } = await walletContext(journey, { privateKey: MEMBER_KEY }))
      page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
    })

    afterAll(async () => {
      await context?.close()
    })

    it('lays out the own MeMap, the menu and a confirmation', async () => {
      await page.goto(`${journey.server.url}/memap`)
      await checkWidths(page, 'memap-own', (p) => [
        p.getByRole('heading', { name: 'Layout Member' }),
        p.getByRole('link', { name: "Post today's emotion" }),
      ])
      await page.getByRole('button', { name: /open the menu/ }).click()
      await checkWidths(page, 'menu', (p) => [
        p.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }),
      ])
      await page.getByRole('button', { name: 'Unlink' }).click()
      const confirm = page.getByRole('dialog', { name: 'Unlink your wallet?' })
      await checkWidths(page, 'confirm-unlink', () => [
        confirm.getByRole('button', { name: 'Cancel' }),
      ])
      await confirm.getByRole('button', { name: 'Cancel' }).click()
    })

    it("lays out a friend's MeMap, its actions, a report and a network", async () => {
      await page.goto(`${journey.server.url}/memap?user=${privateKeyToAccount(FRIEND_KEY).address}`)
      await checkWidths(page, 'memap-friend', (p) => [
        p.getByRole('heading', { name: 'Layout Friend' }),
        p.getByText(/^Friends since/),
        typedOut(p),
      ])
      await page.getByRole('button', { name: 'More' }).click()
      const actions = page.getByRole('dialog', { name: 'Layout Friend' })
      await checkWidths(page, 'member-actions', (p) => [
        actions.getByRole('button', { name: 'Report' }),
        typedOut(p),
      ])
      await actions.getByRole('button', { name: 'Report' }).click()
      const report = page.getByRole('dialog', { name: /Report/ })
      await checkWidths(page, 'report', (p) => [
        report.getByRole('button', { name: 'Cancel' }),
        typedOut(p),
      ])
      await report.getByRole('button', { name: 'Cancel' }).click()
      await page.locator('.identity-tag--emotion').first().click()
      await checkWidths(page, 'findnetwork', (p) => [p.getByRole('link', { name: /Layout Other/ })])
    })

    it("lays out the member's other screens", async () => {
      for (const [name, ready] of Object.entries(MEMBER_SCREENS_READY)) {
        if (typeof ready !== 'function') continue
        const path = paths[name as MemberRouteName]
        await page.goto(`${journey.server.url}${path}`)
        await checkWidths(page, path.slice(1), (p) => [ready(p)])
      }
      // The friend list of the member the link names.
      await page.goto(`${journey.server.url}/memap`)
      await page.getByRole('link', { name: 'Friend list' }).click()
      await checkWidths(page, 'friendlist', (p) => [p.getByRole('link', { name: /Layout Friend/ })])
    })

    it('uses a desktop’s width: the navigation beside the content, the profile across most of it', async () => {
      const box = async (locator: Locator) => {
        const found = await locator.boundingBox()
        if (!found) throw new Error('not laid out')
        return found
      }
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${journey.server.url}/memap?user=${privateKeyToAccount(FRIEND_KEY).address}`)
      await page.getByRole('heading', { name: 'Layout Friend' }).waitFor()
      const nav = page.getByRole('navigation', { name: 'Sections' })
      const mine = nav.getByRole('link', { name: 'My MeMap' })
      await mine.waitFor()
      const [navBox, mainBox] = [await box(nav), await box(page.getByRole('main'))]
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x + 1)
      expect((await box(page.locator('.profile'))).width).toBeGreaterThanOrEqual(0.6 * 1440)
      // The card on the left, the identity graph beside it.
      const card = await box(page.locator('.profile-card'))
      const graph = await box(page.getByRole('region', { name: 'Identity graph' }))
      expect(graph.x).toBeGreaterThanOrEqual(card.x + card.width - 1)
      // Another member's profile is not "My MeMap"; the own one is.
      expect(await mine.getAttribute('aria-current')).toBeNull()
      await mine.click()
      await page.getByRole('heading', { name: 'Layout Member' }).waitFor()
      expect(await mine.getAttribute('aria-current')).toBe('page')

      // A phone keeps its one column and its menu.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect.poll(() => nav.count()).toBe(0)
      const phoneCard = await box(page.locator('.profile-card'))
      const phoneGraph = await box(page.getByRole('region', { name: 'Identity graph' }))
      expect(phoneGraph.y).toBeGreaterThanOrEqual(phoneCard.y + phoneCard.height - 1)
    })

    it('lays out the withdrawal and a photo', async () => {
      await page.goto(`${journey.server.url}/myreward`)
      await page.getByRole('button', { name: 'Withdraw Whoom' }).click()
      const confirm = page.getByRole('dialog', { name: 'Confirm Token Withdrawal' })
      await checkWidths(page, 'withdrawal', () => [confirm.getByRole('button', { name: 'Cancel' })])
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await page.goto(`${journey.server.url}/album`)
      await page.getByRole('button', { name: 'Open photo' }).click()
      await checkWidths(page, 'photo', (p) => [p.getByRole('button', { name: 'Delete photo' })])
    })

    it('lays out the screens the menu opens, their stylesheets loaded one after another', async () => {
      await page.goto(`${journey.server.url}/memap`)
      for (const [entry, ready] of [
        ['QR Share', (p: Page) => p.getByRole('heading', { name: 'QR Share' })],
        ['News', (p: Page) => p.locator('.notification').first()],
        ['Badge Collection', (p: Page) => p.getByRole('button', { name: /^Explorer/ })],
        ['Reward history', (p: Page) => p.locator('.reward-entry').first()],
        ['Settings', (p: Page) => p.getByRole('heading', { name: 'Set Your MeMap!' })],
        ['My assets', (p: Page) => p.getByRole('heading', { name: 'My assets' })],
      ] as const) {
        await page.getByRole('button', { name: /open the menu/ }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: entry }).click()
        await checkWidths(page, `via-menu-${entry.replaceAll(' ', '-')}`, (p) => [ready(p)], [390])
      }
    })
  })
})

/** Nothing still loading: no spinner, every picture decoded, the served fonts (app/fonts.css). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('.spinner') === null &&
      Array.from(document.images).every((image) => image.complete),
  )
  await page.evaluate(() => document.fonts.ready)
}
