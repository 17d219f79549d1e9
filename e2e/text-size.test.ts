import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiActor, apiMember } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { type Member, signedInMember } from './support/member.ts'
import { settled } from './support/screens.ts'
import { screenshotPath } from './support/screenshots.ts'
import { controlsOffScreen, problemsWithDoubledText } from './support/text-size.ts'

// PRODUCT.md §2, layout (WCAG 1.4.4): with the text at 200 % on a 1280 px window, no screen grows
// wider than the window, no text is cut off, and the key controls stay on screen. Every text size
// of the app is in rem, so the root font size scales all of it.
describe('the main screens with the text at 200 %', () => {
  const journey = useJourney()
  let member: Member
  let other: ApiActor

  beforeAll(async () => {
    ;[member, other] = await Promise.all([
      signedInMember(journey, 'Large Reader'),
      apiMember(journey.server, journey.config, 'Wide Wanda'),
    ])
    await member.page.setViewportSize({ width: 1280, height: 800 })
  })

  afterAll(async () => {
    await member?.context.close()
  })

  /** Opens `path`, doubles the text, and lists what does not fit (empty when all is well). */
  async function problemsAt(page: Page, path: string, controls: Locator[]): Promise<string[]> {
    await page.goto(`${journey.server.url}${path}`)
    await settled(page)
    const problems = await problemsWithDoubledText(page)
    for (const control of await controlsOffScreen(page, controls)) {
      problems.push(`off screen: ${control}`)
    }
    const name =
      path === '/' ? 'landing' : path.replace(/\?user=.*/, '-other').replace(/[^\w-]/g, '')
    await page.screenshot({ path: screenshotPath(`text-200-${name}.png`), fullPage: true })
    return problems.map((problem) => `${path}: ${problem}`)
  }

  /** The top bar's controls, on every member screen. */
  const topBar = (page: Page) => [
    page.getByRole('link', { name: /Whoom, reward history/ }),
    page.getByRole('button', { name: /open the menu/ }),
  ]

  it('the landing page', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const problems = await problemsAt(page, '/', [
      page.getByRole('heading', { name: 'Welcome to MeMap' }),
      page.getByRole('button', { name: 'Connect Wallet' }),
      page.getByRole('navigation', { name: 'About MeMap' }).getByRole('link').last(),
    ])
    await page.close()
    expect(problems).toEqual([])
  })

  it("the member's own profile and another member's", async () => {
    const { page } = member
    expect([
      ...(await problemsAt(page, '/memap', [
        ...topBar(page),
        page.getByRole('heading', { name: member.name }),
        page.getByRole('link', { name: 'Friend list' }),
        page.getByRole('link', { name: 'Album' }),
        page.getByRole('link', { name: "Post today's emotion" }),
      ])),
      ...(await problemsAt(page, `/memap?user=${other.address}`, [
        page.getByRole('heading', { name: other.name }),
        page.getByRole('button', { name: 'Send Friend Request' }),
        page.getByRole('button', { name: 'More' }),
      ])),
    ]).toEqual([])
  })

  it('the settings, the reward history and the emotion choice', async () => {
    const { page } = member
    expect([
      ...(await problemsAt(page, '/settings', [
        ...topBar(page),
        page.getByLabel('Name'),
        page.getByRole('button', { name: 'Save & Continue' }),
      ])),
      ...(await problemsAt(page, '/myreward', [
        ...topBar(page),
        page.getByRole('button', { name: 'Withdraw Whoom' }),
        page.getByRole('button', { name: 'Unlink' }),
      ])),
      ...(await problemsAt(page, '/select_emotion', [
        ...topBar(page),
        page.getByRole('heading', { name: "Select today's emotion" }),
        page.locator('.emotion-chip').last(),
      ])),
    ]).toEqual([])
  })
})
