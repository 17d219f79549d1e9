import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { measureFirstVisit } from './support/page-weight.ts'
import { registerMeMap } from './support/sign-up.ts'

// bench/RESULTS.md's budget ("Landing weight"), measured in the browser: a first visit of the
// landing page or of a public profile downloads at most 100 KB of JavaScript (gzip as the server
// sends it, the page's own script included; 97.1 and 99.9 KB on 2026-11-29), and no wallet
// library before a click.
const BUDGET_BYTES = 100 * 1024
const LOADED_ON_CONNECT = ['wagmi', '@wagmi/core', 'viem', '@walletconnect/ethereum-provider']
const NOT_ON_FIRST_VISIT = [...LOADED_ON_CONNECT, '@coinbase/wallet-sdk', 'zod']
/**
 * The app's own code that loads later: Find people, when the menu or a friend list shows it; a
 * profile's parts a tap or a signed-in viewer loads; the forms and payments; Korean's particles.
 */
const SOURCES_LATER =
  /^src\/(features\/search|features\/profile\/on-demand|shared\/forms|shared\/payments)\/|^src\/shared\/i18n\/particles\.ts$/

describe('what a first visit downloads', () => {
  const journey = useJourney()

  it('stays within budget on the landing page, and loads the wallet libraries on Connect Wallet', async () => {
    const page = await journey.browser.newPage()
    const weight = await measureFirstVisit(page, journey.server.url, (p) =>
      p.getByRole('button', { name: 'Connect Wallet' }),
    )
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES)
    for (const name of NOT_ON_FIRST_VISIT) expect(weight.packages).not.toContain(name)
    expect(weight.sources.size).toBeGreaterThan(0)
    expect([...weight.sources].filter((source) => SOURCES_LATER.test(source))).toEqual([])

    const later: string[] = []
    page.on('response', (response) => later.push(response.url()))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor()
    expect(later.some((url) => url.includes('/assets/'))).toBe(true)
    await page.close()
  })

  it('stays within budget on a public profile seen by a visitor', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `Weigh ${account.address.slice(2, 8)}`
    await registerMeMap(journey.server, journey.config, account, {
      name,
      description: 'A public profile.',
    })
    const page = await journey.browser.newPage()
    const weight = await measureFirstVisit(
      page,
      `${journey.server.url}/memap?user=${account.address}`,
      (p) => p.getByRole('heading', { name }),
    )
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES)
    for (const name of NOT_ON_FIRST_VISIT) expect(weight.packages).not.toContain(name)
    expect([...weight.sources].filter((source) => SOURCES_LATER.test(source))).toEqual([])
    await page.close()
  })

  it('serves the scripts compressed: brotli or gzip as the browser asks', async () => {
    const page = await journey.browser.newPage()
    const weight = await measureFirstVisit(page, journey.server.url, (p) =>
      p.getByRole('button', { name: 'Connect Wallet' }),
    )
    expect(weight.transferredBytes).toBeGreaterThan(0)
    expect(weight.transferredBytes).toBeLessThanOrEqual(weight.gzipBytes)
    const script = `${journey.server.url}/assets/${weight.scripts[0]?.file}`
    const gzip = await fetch(script, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const plain = await fetch(script, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    await page.close()
  })
})
