import { describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'

describe('the embedded default in a real browser', () => {
  const journey = useJourney()

  it('shows the Connect Wallet button on the landing page', async () => {
    const page = await journey.browser.newPage()
    await page.goto(journey.server.url)
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
    await page.close()
  })

  it('lands a deep link of the app on the app, not a 404', async () => {
    const page = await journey.browser.newPage()
    const res = await page.goto(`${journey.server.url}/badgecollection`)
    expect(res?.status()).toBe(200)
    await page.close()
  })
})
