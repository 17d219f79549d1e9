import type { PublicConfig } from '@memap/shared/config'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { connectTestWallet, publicConfig } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'
import { type RunningServer, startServer } from './support/server.ts'
import { TestWallet } from './support/test-wallet.ts'

// A member sees where they are signed in, and signs a lost phone out from their laptop.
describe('signed-in devices, in a real browser', () => {
  let server: RunningServer
  let browser: Browser
  let config: PublicConfig
  let bea: Member

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    config = await publicConfig(server)
    bea = await signedInMember({ server, browser, config }, 'Bea')
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lists the devices in /settings and signs another one out, which returns to the start', async () => {
    // The same wallet on a second device (a desktop browser).
    const laptop = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    })
    const wallet = new TestWallet({
      rpcUrl: config.rpcUrl,
      chainId: config.chainId,
      privateKey: bea.wallet.privateKey,
    })
    await wallet.install(laptop)
    const laptopPage = await laptop.newPage()
    await connectTestWallet(laptopPage, server)
    await laptopPage.waitForURL('**/memap')

    // On the phone: the laptop is listed, the phone is this device.
    const { page } = bea
    await page.goto(`${server.url}/settings`)
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await devices.getByText('Edge on Windows').waitFor()
    await devices.getByText('This device').waitFor()
    await devices.getByRole('button', { name: 'Sign out Edge on Windows' }).click()
    await devices.getByText('Edge on Windows').waitFor({ state: 'detached' })

    // The laptop, untouched, finds itself signed out and back at the start.
    await laptopPage.waitForURL(`${server.url}/`, { timeout: 15_000 })
    await laptop.close()

    // The phone is still signed in.
    await page.reload()
    await devices.getByText('This device').waitFor()
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(1)
  })

  it('signs out everywhere else', async () => {
    const { page } = bea
    await page.goto(`${server.url}/settings`)
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1)
    await devices.getByText('This device').waitFor()
    expect(await devices.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0)
  })
})
