import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { paths, type RouteName } from '../apps/web/src/shared/lib/paths.ts'
import { MEMBER_ROUTES, routeAccess } from '../apps/web/src/shared/lib/route-access.ts'
import { axeViolations } from './support/axe.ts'
import { apiMember, cheer, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { type Member, signedInMember } from './support/member.ts'
import { settled } from './support/screens.ts'
import { registerMeMap } from './support/sign-up.ts'

// Everyone can use it: axe finds no serious or critical WCAG 2.2 AA violation on any screen of
// the route table, at a phone's, a tablet's and a desktop's width, signed out and signed in.

const WIDTHS = [390, 1024, 1440]

/** Every screen at three widths: four minutes and more on a busy two-core machine. */
const SCREENS_TIMEOUT_MS = 480_000

/** Every screen a visitor can open, from the route table, and an address that is none. */
const SIGNED_OUT_SCREENS = [
  ...(Object.keys(routeAccess) as RouteName[])
    .filter((name) => ['landing', 'public'].includes(routeAccess[name]) && name !== 'landing')
    .map((name) => paths[name]),
  '/no-such-page',
]

/** Every screen of a signed-in member (a moderator, so /admin too), from the route table. */
const MEMBER_SCREENS = MEMBER_ROUTES

/** The page's violations at each width, each line naming the screen, width, rule and element. */
async function violationsAtEachWidth(page: Page, screen: string): Promise<string[]> {
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    found.push(...(await axeViolations(page)).map((line) => `${screen} at ${width} px: ${line}`))
  }
  return found
}

describe('every screen, for everyone', () => {
  const moderatorKey = generatePrivateKey()
  const journey = useJourney({
    env: { ADMIN_WALLETS: privateKeyToAccount(moderatorKey).address },
  })
  let member: Member

  beforeAll(async () => {
    member = await signedInMember(journey, 'Axe', { privateKey: moderatorKey })
  })

  it(
    'signed out: the landing, the wallet chooser, the static pages and a profile',
    async () => {
      const context = await journey.browser.newContext()
      const page = await context.newPage()
      const found: string[] = []
      for (const screen of SIGNED_OUT_SCREENS) {
        await page.goto(`${journey.server.url}${screen}`)
        await settled(page)
        found.push(...(await violationsAtEachWidth(page, screen)))
      }
      await page.goto(journey.server.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
      found.push(...(await violationsAtEachWidth(page, 'the wallet chooser')))

      const visited = privateKeyToAccount(generatePrivateKey())
      await registerMeMap(journey.server, journey.config, visited, {
        name: 'Seen By Axe',
        description: 'Hello.',
      })
      await page.goto(`${journey.server.url}/memap?user=${visited.address}`)
      await settled(page)
      found.push(...(await violationsAtEachWidth(page, 'a profile seen by a visitor')))
      await context.close()
      expect(found).toEqual([])
    },
    SCREENS_TIMEOUT_MS,
  )

  it('shows the emotion whole and the cheer count at once to a member who wants less motion', async () => {
    const calm = await apiMember(journey.server, journey.config, 'Calm')
    const emotion = await firstEmotion(journey.server)
    const posted = await postEmotion(journey.server, calm, emotion.EmotionId)
    expect(
      (await cheer(journey.server, await apiMember(journey.server, journey.config, 'Fan'), posted))
        .status,
    ).toBe(200)

    const context = await journey.browser.newContext({ reducedMotion: 'reduce' })
    // Every text the pill and the count ever show, from the first paint on.
    await context.addInitScript(() => {
      const seen: Record<string, string[]> = { pill: [], count: [] }
      Object.assign(window, { seen })
      const note = (key: string, selector: string) => {
        const text = document.querySelector(selector)?.textContent
        if (text && seen[key]?.at(-1) !== text) seen[key]?.push(text)
      }
      new MutationObserver(() => {
        note('pill', '.emotion-pill__text')
        note('count', '[data-testid="cheer-count"]')
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const page = await context.newPage()
    await page.goto(`${journey.server.url}/memap?user=${calm.address}`)
    await page.getByTestId('emotion-pill').click()
    await page.getByTestId('cheer-count').waitFor()
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown }).seen)
    expect(seen).toEqual({ pill: [emotion.EmotionName], count: ['1'] })
    await context.close()
  })

  it(
    'signed in: every screen of the member',
    async () => {
      const { page } = member
      const found: string[] = []
      for (const screen of MEMBER_SCREENS) {
        await page.goto(`${journey.server.url}${screen}`)
        await settled(page)
        found.push(...(await violationsAtEachWidth(page, screen)))
      }
      expect(found).toEqual([])
    },
    SCREENS_TIMEOUT_MS,
  )
})
