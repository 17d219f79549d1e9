import { randomBytes } from 'node:crypto'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi, eventually, sessionCookie } from './support/memap.ts'
import { gradientPng } from './support/png.ts'

const KEY_STORAGE = 'memap.localWallet.privateKey'

// PRODUCT.md §13: on the devnet, a browser with no wallet at all joins MeMap with the local
// test wallet: real signatures and real transactions, signed in the page.
describe('the local test wallet in a real browser', () => {
  const journey = useJourney()
  let context: BrowserContext
  let page: Page
  let address: `0x${string}`
  const name = `Lou ${randomBytes(3).toString('hex')}`

  const chain = () => createPublicClient({ transport: http(journey.config.rpcUrl) })
  const get = async (url: string, cookie?: string) =>
    ((await (await callApi(journey.server, url, { cookie })).json()) as { data: unknown }).data
  const onChainWhoom = async () =>
    BigInt(
      (
        (await get(`/erc20/${journey.config.contracts.main}/balanceOf?account=${address}`)) as {
          balance: string
        }
      ).balance,
    )

  beforeAll(async () => {
    // No test wallet installed: the page has no injected provider.
    context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
    page = await context.newPage()
  })

  afterAll(async () => {
    await context?.close()
  })

  it('is offered on the devnet and signs in a fresh key the faucet funds', async () => {
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(request.url()))
    const walletCode = () => scripts.filter((url) => /local-wallet-(?!offer)[\w-]+\.js$/.test(url))
    await page.goto(journey.server.url)
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const chooser = page.getByRole('dialog', { name: 'Connect a wallet' })
    const option = chooser.getByRole('button', { name: 'Local test wallet' })
    await option.waitFor()
    // Its code is fetched when it is picked, not before.
    expect(walletCode()).toEqual([])
    await option.click()
    await page.waitForURL('**/memapstart')
    expect(walletCode()).toHaveLength(1)

    const key = (await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE)) as Hex | null
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    address = privateKeyToAccount(key as Hex).address
    // A real SIWE signature made the session, and the faucet sent gas money.
    const session = await get('/auth/session', await sessionCookie(context))
    expect(JSON.stringify(session).toLowerCase()).toContain(address.toLowerCase())
    await eventually(async () => (await chain().getBalance({ address })) >= parseEther('1'), true)
  })

  it('creates a MeMap through the form and reaches /memap', async () => {
    await page.getByRole('heading', { name: 'Create MeMap' }).waitFor()
    await page.getByRole('button', { name: 'Start' }).click()
    await page.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: gradientPng(800, 600),
    })
    await page.getByText('Change photo').waitFor()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Description').fill('Joined with the local test wallet.')
    await page.getByRole('button', { name: 'Create MeMap' }).click()
    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await success.waitFor()
    await success.getByRole('button', { name: 'Got it' }).click()
    await page.waitForURL('**/memap')
    await page.getByRole('heading', { name }).waitFor()
  })

  it('withdraws its 30 Whoom: 29 reach the wallet on chain', async () => {
    const form = new FormData()
    form.append('walletAddr', address)
    const response = await callApi(journey.server, '/withdraw', {
      cookie: await sessionCookie(context),
      body: form,
    })
    expect(response.status, await response.text()).toBe(200)
    await eventually(onChainWhoom, 29n * 10n ** 18n, 30_000)
  })

  it('buys the free Explorer badge with a signature, the server paying the gas', async () => {
    const ethBefore = await chain().getBalance({ address })
    await page.goto(`${journey.server.url}/badgecollection`)
    await page.getByRole('button', { name: /^Explorer, 0 Whoom/ }).click()
    const confirm = page.getByRole('dialog', { name: 'Do You Want to Proceed with the Purchase?' })
    await confirm.waitFor()
    const posted = page.waitForRequest((request) =>
      request.url().endsWith('/v0/badge/purchase-signed'),
    )
    await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
    const { signature } = (await posted).postDataJSON() as { signature: Hex }
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    // Signed in the page by the local wallet; sent and paid for by the server.
    await page
      .getByRole('button', { name: 'Explorer, 0 Whoom, owned' })
      .waitFor({ timeout: 30_000 })
    await eventually(
      async () =>
        JSON.stringify(await get(`/badge/user/list/have?walletAddr=${address}`)).includes(
          'Explorer',
        ),
      true,
    )
    expect(await chain().getBalance({ address })).toBe(ethBefore)
    // The free badge cost no Whoom.
    expect(await onChainWhoom()).toBe(29n * 10n ** 18n)
  })

  it('can use one of anvil’s dev accounts 1..9 instead, never account 0', async () => {
    const other = await journey.browser.newContext()
    try {
      const visit = await other.newPage()
      await visit.goto(journey.server.url)
      await visit.getByRole('button', { name: 'Connect Wallet' }).click()
      const chooser = visit.getByRole('dialog', { name: 'Connect a wallet' })
      const account = chooser.getByLabel('Local test wallet account')
      // The chooser comes with the wallet libraries, loaded by the click.
      await account.waitFor()
      const offered = await account.locator('option').allInnerTexts()
      expect(offered).toHaveLength(10)
      expect(offered).not.toContain('Anvil dev account 0')
      await account.selectOption({ label: 'Anvil dev account 3' })
      await chooser.getByRole('button', { name: 'Local test wallet' }).click()
      await visit.waitForURL('**/memapstart')
      const session = await get('/auth/session', await sessionCookie(other))
      expect(JSON.stringify(session)).toContain(privateKeyToAccount(DEV_PRIVATE_KEYS[3]).address)
    } finally {
      await other.close()
    }
  })
})
