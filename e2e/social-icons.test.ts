import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'
import { type Member, signedInMembers } from './support/member.ts'
import { screenshotFailures, screenshotPath } from './support/screenshots.ts'

const CUSTOM_URL = 'https://example.com/memap/social-icons'
// PRODUCT.md §2: the custom link's visible text is cut at 15 characters.
const CUSTOM_TEXT = 'https://example…'

// The four social icons on /memap (PRODUCT.md §2, §6), in a real browser.
describe('the social icons on the profile', () => {
  const journey = useJourney()
  let owner: Member
  let visitor: Member

  async function customUrlOf(m: Member): Promise<string> {
    const response = await callApi(
      journey.server,
      `/user/info?walletAddr=&targetWalletAddr=${m.wallet.address}`,
      { cookie: m.cookie },
    )
    return ((await response.json()) as { data: { CustomUrl: string } }).data.CustomUrl
  }

  beforeAll(async () => {
    ;[owner, visitor] = await signedInMembers(journey, ['Olga', 'Vic'])
  })

  screenshotFailures(() => [owner, visitor], 'icons-')

  afterAll(async () => {
    await Promise.all([owner?.context.close(), visitor?.context.close()])
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
    await page.screenshot({ path: screenshotPath('social-icons-own-390.png') })
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
    await page.goto(`${journey.server.url}/memap?user=${owner.wallet.address}`)
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
