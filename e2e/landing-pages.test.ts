import { ECONOMY } from '@memap/shared/economy'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'

describe("the landing's links", () => {
  // Telegram's channel is left unset: its link must not show.
  const journey = useJourney({
    env: {
      COMMUNITY_URL: 'https://community.memap.example/',
      CONTACT_EMAIL: 'hello@memap.example',
      WHITE_PAPER_URL: 'https://memap.example/whitepaper.pdf',
      X_PROFILE_URL: 'https://x.com/memap',
    },
  })
  let page: Page

  beforeAll(async () => {
    page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  })

  const footer = () => page.getByRole('contentinfo')
  const link = (name: string) => page.getByRole('link', { name, exact: true })

  it('leads to each of its pages, and back', async () => {
    await page.goto(journey.server.url)
    for (const [name, heading] of [
      ['About', 'About MeMap'],
      ['Reward system', 'Reward system'],
      ['Roadmap & Team', 'Roadmap & Team'],
      ['Privacy', 'Privacy'],
      ['Terms of Service', 'Terms of Service'],
    ] as const) {
      await link(name).click()
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }))
      expect(scrollWidth, name).toBeLessThanOrEqual(innerWidth)
      await link('Back to MeMap').click()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    }
  })

  it('states on the Reward system page what the server pays', async () => {
    await page.goto(`${journey.server.url}/reward-system`)
    const amountOf = async (event: string) =>
      (await page.getByRole('row', { name: event }).getByRole('cell').last().textContent())?.trim()
    expect(await amountOf('MeMap minted when you join')).toBe(`+${ECONOMY.mintReward}`)
    expect(await amountOf('Today’s emotion posted')).toBe(`+${ECONOMY.emotionReward}`)
    expect(await amountOf('Photo deleted from your Top 9')).toBe(`−${ECONOMY.albumDeletePayment}`)
    expect(await amountOf('Friend removed')).toBe(`−${ECONOMY.friendDeletePayment}`)
    expect(await page.getByText(`${ECONOMY.dailyInteractions} a day`).count()).toBe(1)
  })

  it('shows the configured addresses, hides the unset one, and keeps Discord disabled', async () => {
    await page.goto(journey.server.url)
    expect(await link('Community').getAttribute('href')).toBe('https://community.memap.example/')
    expect(await link('Contact').getAttribute('href')).toBe('mailto:hello@memap.example')
    expect(await link('White paper').getAttribute('href')).toBe(
      'https://memap.example/whitepaper.pdf',
    )
    expect(await link('X').getAttribute('href')).toBe('https://x.com/memap')
    expect(await footer().getByText('Telegram').count()).toBe(0)
    expect(await link('Discord').count()).toBe(0)
    await footer().getByText('Discord').waitFor()
  })
})

describe("the landing's links with nothing configured", () => {
  const journey = useJourney()

  it('hides every address left unset', async () => {
    const page = await journey.browser.newPage()
    await page.goto(journey.server.url)
    await page.getByRole('link', { name: 'About', exact: true }).waitFor()
    for (const name of ['Community', 'Contact', 'White paper', 'X', 'Telegram']) {
      expect(await page.getByText(name, { exact: true }).count(), name).toBe(0)
    }
  })
})
