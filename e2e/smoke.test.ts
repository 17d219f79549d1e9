import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { type RunningServer, startServer } from './support/server.ts'

describe('the embedded default in a real browser', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows the Connect Wallet button on the landing page', async () => {
    const page = await browser.newPage()
    await page.goto(server.url)
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 15_000 })
      .toBe(1)
    await page.close()
  })

  it('lands a deep link of the app on the app, not a 404', async () => {
    const page = await browser.newPage()
    const res = await page.goto(`${server.url}/badgecollection`)
    expect(res?.status()).toBe(200)
    await page.close()
  })
})
