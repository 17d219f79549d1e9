import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PublicConfig } from '@memap/shared/config'
import type { Browser, Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { connectTestWallet, publicConfig } from './support/memap.ts'
import { gradientPng } from './support/png.ts'
import { type RunningServer, startServer } from './support/server.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TestWallet } from './support/test-wallet.ts'

/** A phone, a tablet in landscape, a desktop. */
const WIDTHS = [390, 1024, 1440]
/** Where the screenshots go, to look at them. */
const SCREENSHOTS = process.env.MEMAP_SCREENSHOTS ?? '/tmp/memap-screenshots'

describe('the joining screens at phone, tablet and desktop widths', () => {
  let server: RunningServer
  let browser: Browser
  let config: PublicConfig

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    config = await publicConfig(server)
    mkdirSync(SCREENSHOTS, { recursive: true })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** At each width: nothing wider than the window, the key controls shown, a screenshot. */
  async function checkWidths(page: Page, name: string, controls: (page: Page) => Locator[]) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const control of controls(page)) await control.waitFor({ state: 'visible' })
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }))
      expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(innerWidth)
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true })
    }
  }

  it('lays out the landing page', async () => {
    const page = await browser.newPage()
    await page.goto(server.url)
    await checkWidths(page, 'landing', (p) => [
      p.getByRole('heading', { name: 'Welcome to MeMap' }),
      p.getByRole('button', { name: 'Connect Wallet' }),
      p.getByText('Beta v1.0'),
    ])
    await page.close()
  })

  it('lays out the sign-up form', async () => {
    const context = await browser.newContext()
    await new TestWallet({ rpcUrl: config.rpcUrl, chainId: config.chainId }).install(context)
    const page = await context.newPage()
    await connectTestWallet(page, server)
    await page.getByRole('button', { name: 'Start' }).click()
    await checkWidths(page, 'signup-form', (p) => [
      p.getByRole('link', { name: /Whoom, reward history/ }),
      p.getByRole('button', { name: /open the menu/ }),
      p.getByText('Add a photo'),
      p.getByLabel('Name'),
      p.getByLabel('Description'),
      p.getByRole('button', { name: 'Twitter' }),
      p.getByRole('button', { name: 'Create MeMap' }),
    ])
    await context.close()
  })

  it('lays out a profile as a visitor sees it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await registerMeMap(server, config, account, {
      name: '김민지 Layout',
      description: 'A description long enough to wrap on a phone: '.repeat(4).slice(0, 200),
      photo: gradientPng(900, 1200),
    })
    const page = await browser.newPage()
    await page.goto(`${server.url}/memap?user=${account.address}`)
    await checkWidths(page, 'profile', (p) => [
      p.getByRole('heading', { name: '김민지 Layout' }),
      p.getByText('Not a member yet?'),
      p.getByRole('link', { name: 'Go to' }),
    ])
    await page.close()
  })
})
