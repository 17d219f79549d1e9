import jsQR from 'jsqr'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { closeDialog, signedInMember } from './support/member.ts'
import type { TestWallet } from './support/test-wallet.ts'

/** The text of the QR code in `png`, decoded with jsQR from the pixels the browser reads. */
async function decodeQr(page: Page, png: Buffer): Promise<string | undefined> {
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(image, 0, 0)
    const data = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width: data.width, height: data.height, pixels: Array.from(data.data) }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data
}

// /micode (PRODUCT.md §2): the QR code of the share link, the name, Share and Close; the link opens the
// profile for anyone.
describe('QR Share in a real browser', () => {
  const journey = useJourney()
  let context: BrowserContext
  let wallet: TestWallet
  let page: Page
  let name: string

  beforeAll(async () => {
    ;({ context, wallet, page, name } = await signedInMember(journey, 'Sam', {
      description: 'Sharing my MeMap.',
    }))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.server.url,
    })
  })

  afterAll(async () => {
    await context?.close()
  })

  const link = () => `${journey.server.url}/memap?user=${wallet.address}`

  it('had MetaMask-style wallets add the devnet with the RPC URL the browser reaches', () => {
    // PRODUCT.md §13: wallet_addEthereumChain names the absolute relay, not a relative path.
    expect(journey.config.rpcUrl).toBe(`${journey.server.url}/v0/rpc`)
    expect(wallet.addedChains).toEqual([
      { chainId: 31337, rpcUrls: [`${journey.server.url}/v0/rpc`] },
    ])
  })

  it('shows a QR code that decodes to the share link, and the name', async () => {
    await page.goto(`${journey.server.url}/micode`)
    await page.getByRole('heading', { name: 'QR Share' }).waitFor()
    await page.getByText(name, { exact: true }).waitFor()
    await page.getByText(link(), { exact: true }).waitFor()
    const qr = page.getByRole('img', { name: 'QR code of the link to your MeMap' })
    await qr.waitFor()
    // The logo is drawn last: wait until its colour shows in the centre row.
    await expect
      .poll(() =>
        qr.evaluate((canvas: HTMLCanvasElement) => {
          const row = canvas.getContext('2d')?.getImageData(0, canvas.height / 2, canvas.width, 1)
          const data = Array.from(row?.data ?? [])
          return data.some((_, i) => i % 4 === 0 && data[i] === 0x5b && data[i + 1] === 0x3d)
        }),
      )
      .toBe(true)
    const png = await qr.screenshot()
    expect(await decodeQr(page, png)).toBe(link())
  })

  it('copies the link with Share', async () => {
    await page.getByRole('button', { name: 'Share' }).click()
    // PRODUCT.md §2's confirmation, in the app's own notice dialog.
    await closeDialog(page, 'The link has been copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link())
  })

  it('returns to the own MeMap with Close', async () => {
    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL('**/memap')
    await page.getByRole('heading', { name }).waitFor()
  })

  it('opens the profile from the link for a visitor who is not signed in', async () => {
    const visitor = await journey.browser.newContext()
    try {
      const visit = await visitor.newPage()
      await visit.goto(link())
      await visit.getByRole('heading', { name }).waitFor()
      await visit.getByText('Not a member yet?').waitFor()
      await visit.getByText('Sharing my MeMap.').waitFor()
    } finally {
      await visitor.close()
    }
  })
})
