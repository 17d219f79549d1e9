import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PublicConfig } from '@memap/shared/config'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { callApi, publicConfig } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'
import { type RunningServer, startServer } from './support/server.ts'

const SCREENSHOTS = process.env.MEMAP_SCREENSHOTS ?? '/tmp/memap-screenshots'

const CUSTOM_URL = 'https://example.com/memap/social-icons'
// Spec §2: the custom link's visible text is cut at 15 characters.
const CUSTOM_TEXT = 'https://example…'

// The four social icons on /memap (spec §2, §6), in a real browser.
describe('the social icons on the profile', () => {
  let server: RunningServer
  let browser: Browser
  let config: PublicConfig
  let owner: Member
  let visitor: Member

  const member = (prefix: string) => signedInMember({ server, browser, config }, prefix)

  async function customUrlOf(m: Member): Promise<string> {
    const response = await callApi(
      server,
      `/user/info?walletAddr=&targetWalletAddr=${m.wallet.address}`,
      { cookie: m.cookie },
    )
    return ((await response.json()) as { data: { CustomUrl: string } }).data.CustomUrl
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    config = await publicConfig(server)
    mkdirSync(SCREENSHOTS, { recursive: true })
    ;[owner, visitor] = await Promise.all([member('Olga'), member('Vic')])
  })

  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return
    for (const m of [owner, visitor]) {
      await m?.page.screenshot({ path: path.join(SCREENSHOTS, `failed-icons-${m.name}.png`) })
    }
  })

  afterAll(async () => {
    await Promise.all([owner?.context.close(), visitor?.context.close()])
    await browser?.close()
    await server?.stop()
  })

  it('shows the owner four icons, the empty ones as buttons and LinkedIn inert', async () => {
    const { page } = owner
    const icons = page.getByRole('list', { name: 'Social links' })
    await icons.waitFor()
    expect(await icons.getByRole('listitem').count()).toBe(4)
    await icons.getByRole('button', { name: 'Connect X' }).waitFor()
    await icons.getByRole('button', { name: 'Connect Telegram' }).waitFor()
    await icons.getByRole('button', { name: 'Connect Custom link' }).waitFor()
    await icons.getByRole('img', { name: 'LinkedIn: not linked' }).waitFor()
    expect(await icons.getByRole('button', { name: /LinkedIn/ }).count()).toBe(0)
  })

  it("shows 'Coming Soon!' for the empty X icon when X linking is not configured", async () => {
    const { page } = owner
    await page.getByRole('button', { name: 'Connect X' }).click()
    const soon = page.getByRole('dialog', { name: 'Coming Soon!' })
    await soon.waitFor()
    await soon.getByRole('button', { name: 'Got it' }).click()
    await soon.waitFor({ state: 'detached' })
    expect(page.url()).toMatch(/\/memap$/)
  })

  it('refuses a link that is not http(s) with a notice, then saves one', async () => {
    const { page } = owner
    await page.getByRole('button', { name: 'Connect Custom link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Custom link' })
    await dialog.waitFor()
    const field = dialog.getByRole('textbox', { name: 'Link URL' })

    await field.fill('ftp://example.com')
    await dialog.getByRole('button', { name: 'Save' }).click()
    const notice = dialog.getByRole('alert')
    await notice.waitFor()
    expect(await notice.innerText()).toContain('http:// or https://')
    expect(await customUrlOf(owner)).toBe('')

    await field.fill(CUSTOM_URL)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })

    const link = page.getByRole('link', { name: /Custom link/ })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(CUSTOM_URL)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await link.locator('.social-icon__text').innerText()).toBe(CUSTOM_TEXT)
    expect(await page.getByRole('button', { name: 'Connect Custom link' }).count()).toBe(0)
    expect(await customUrlOf(owner)).toBe(CUSTOM_URL)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'social-icons-own-390.png') })
  })

  it('lets the Cancel button close the dialog without saving', async () => {
    // Vic is on his own, still empty, profile.
    const { page } = visitor
    await page.getByRole('button', { name: 'Connect Custom link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Custom link' })
    await dialog.getByRole('textbox', { name: 'Link URL' }).fill('https://never.saved')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await customUrlOf(visitor)).toBe('')
  })

  it('shows a visitor the custom link as a link and the empty icons as not clickable', async () => {
    const { page } = visitor
    await page.goto(`${server.url}/memap?user=${owner.wallet.address}`)
    await page.getByRole('heading', { name: owner.name }).waitFor()
    const icons = page.getByRole('list', { name: 'Social links' })
    const link = icons.getByRole('link', { name: /Custom link/ })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(CUSTOM_URL)
    expect(await link.innerText()).toContain(CUSTOM_TEXT)
    await icons.getByRole('img', { name: 'X: not linked' }).waitFor()
    await icons.getByRole('img', { name: 'Telegram: not linked' }).waitFor()
    expect(await icons.getByRole('button').count()).toBe(0)
  })
})
