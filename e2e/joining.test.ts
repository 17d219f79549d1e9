import { randomBytes } from 'node:crypto'
import { meMapAbi } from '@memap/contracts/generated/MeMap'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi, connectTestWallet, eventually, sessionCookie } from './support/memap.ts'
import { closeDialog, walletContext } from './support/member.ts'
import { gradientPng } from './support/png.ts'
import { registerMeMap } from './support/sign-up.ts'
import { TestWallet } from './support/test-wallet.ts'

// Issue "Joining MeMap": a new wallet connects, signs in, creates its MeMap and comes back.
describe('joining MeMap in a real browser', () => {
  const journey = useJourney()
  const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`

  /** Connects on a new page of `context` and opens the sign-up form. */
  async function openSignupForm(context: BrowserContext): Promise<Page> {
    const page = await context.newPage()
    await connectTestWallet(page, journey.server)
    await page.waitForURL('**/memapstart')
    await page.getByRole('heading', { name: 'Create MeMap' }).waitFor()
    // A wallet that never joined is promised the joining reward.
    await page.getByText('Receive 30 Whoom when your MeMap is minted').waitFor()
    await page.getByRole('button', { name: 'Start' }).click()
    return page
  }

  /** The open dialog's title and message, once it is closed with its Got it button. */
  async function readNotice(page: Page): Promise<string> {
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const title = await dialog.getByRole('heading').innerText()
    const text = dialog.locator('p')
    const message = (await text.count()) > 0 ? await text.innerText() : ''
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await dialog.waitFor({ state: 'detached' })
    return `${title} / ${message}`
  }

  describe('a new wallet', () => {
    let context: BrowserContext
    let wallet: TestWallet
    const name = uniqueName('Ann')

    beforeAll(async () => {
      ;({ context, wallet } = await walletContext(journey))
    })

    afterAll(async () => {
      await context?.close()
    })

    it('connects, signs in, creates a MeMap with a photo and sees it on /memap', async () => {
      const page = await openSignupForm(context)
      // It came on another chain: MeMap added its chain with the config's RPC URL, and signed in.
      expect(wallet.addedChains).toEqual([
        { chainId: journey.config.chainId, rpcUrls: [journey.config.rpcUrl] },
      ])
      expect(wallet.count('personal_sign')).toBe(1)

      await page.locator('input[type=file]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: gradientPng(1600, 1200),
      })
      await page.getByText('Change photo').waitFor()
      // The browser made a JPEG of it with its longest side brought down to 1024 px.
      const preview = await page.locator('.image-picker img').evaluate((img: HTMLImageElement) => ({
        type: img.src.slice(0, 'data:image/jpeg'.length),
        width: img.naturalWidth,
        height: img.naturalHeight,
      }))
      expect(preview).toEqual({ type: 'data:image/jpeg', width: 1024, height: 768 })
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Description').fill('Hello from the browser tests.')
      await page.getByText('My Social Network Value : 3').waitFor()

      await page.getByRole('button', { name: 'Create MeMap' }).click()
      const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
      await success.waitFor()
      expect(await success.innerText()).toContain('30 Whoom')
      await success.getByRole('button', { name: 'Got it' }).click()

      await page.waitForURL('**/memap')
      await page.getByRole('heading', { name }).waitFor()
      await page.getByText('Hello from the browser tests.').waitFor()
      const avatar = page.locator('.profile-card img')
      expect(await avatar.getAttribute('src')).toMatch(/^\/v0\/images\/[0-9a-f]{64}\.jpg$/)
      await page.getByRole('link', { name: '30 Whoom, reward history' }).waitFor()
      await page.close()
    })

    it('owns the MeMap NFT on the devnet and holds 30 Whoom', async () => {
      const chain = createPublicClient({ transport: http(journey.config.rpcUrl) })
      const nftBalance = () =>
        chain.readContract({
          address: journey.config.contracts.nft,
          abi: meMapAbi,
          functionName: 'balanceOf',
          args: [wallet.address],
        })
      await eventually(nftBalance, 1n)

      const cookie = await sessionCookie(context)
      const balance = await callApi(
        journey.server,
        `/point/check-user?walletAddr=${wallet.address}`,
        { cookie },
      )
      expect(await balance.json()).toEqual({ data: { Value: 30 } })
    })

    it('comes back on a new page and lands on /memap without signing again', async () => {
      const signatures = wallet.count('personal_sign')
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      await page.getByRole('heading', { name }).waitFor()
      expect(wallet.count('personal_sign')).toBe(signatures)
      await page.close()
    })

    it('edits the MeMap in the settings', async () => {
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      await page.getByRole('button', { name: /open the menu/ }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Settings' })
        .click()
      await page.getByRole('heading', { name: 'Set Your MeMap!' }).waitFor()
      await page.getByText(journey.config.contracts.nft).waitFor()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: journey.server.url,
      })
      await page.getByRole('button', { name: 'Copy the wallet address' }).click()
      // PRODUCT.md §2's confirmation, in the app's own notice dialog.
      await closeDialog(page, 'The address has been copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
      expect(await page.getByRole('switch', { name: 'Show emotion details' }).isChecked()).toBe(
        true,
      )

      await page.getByLabel('SNV').fill('2')
      await page.getByLabel('SNV').blur()
      expect(await readNotice(page)).toContain('The minimum SNV value is 3!')
      await page.getByLabel('SNV').fill('12')
      await page.getByLabel('Name').fill('A')
      await page.getByLabel('Name').blur()
      expect(await readNotice(page)).toContain('Please ensure it is between 2 and 20 characters.')
      expect(await page.getByLabel('Name').inputValue()).toBe(name)

      await page.getByLabel('Description').fill('Edited in the settings.')
      await page.getByRole('switch', { name: 'Show emotion details' }).uncheck()
      await page.getByRole('button', { name: 'Save & Continue' }).click()
      await page.waitForURL('**/memap')
      await page.getByText('Edited in the settings.').waitFor()

      const info = await callApi(
        journey.server,
        `/user/info?walletAddr=&targetWalletAddr=${wallet.address}`,
      )
      expect((await info.json()).data).toMatchObject({ Svn: 12, OpenProfile: false })
      await page.close()
    })

    it('goes back to / when the wallet disconnects', async () => {
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      // The session is live, so the landing took the page on at once: the wallet reconnects as
      // the page starts, and sees the disconnect once it has.
      await expect
        .poll(
          async () => {
            await wallet.disconnectFrom(page)
            return new URL(page.url()).pathname
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      await page.close()
    })

    it('goes back to / when the session has ended on the server (401)', async () => {
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      await callApi(journey.server, '/auth/logout', {
        cookie: await sessionCookie(context),
        body: {},
      })
      await page.reload()
      // On the landing, told why, and brought back to /memap once connected again.
      await page.waitForURL((url) => url.pathname === '/')
      await page.getByText('You were signed out on this device from another one.').waitFor()
      expect(new URL(page.url()).searchParams.get('from')).toBe('/memap')
      await page.close()
    })

    it('Unlinks: back to /, and the session is gone on the server', async () => {
      const page = await context.newPage()
      await connectTestWallet(page, journey.server)
      await page.waitForURL('**/memap')
      const cookie = await sessionCookie(context)
      expect((await callApi(journey.server, '/auth/session', { cookie })).status).toBe(200)

      await page.getByRole('button', { name: /open the menu/ }).click()
      await page.getByRole('button', { name: 'Unlink' }).click()
      await page
        .getByRole('dialog', { name: 'Unlink your wallet?' })
        .getByRole('button', { name: 'Unlink' })
        .click()
      await page.waitForURL(`${journey.server.url}/`)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect((await callApi(journey.server, '/auth/session', { cookie })).status).toBe(401)
      expect(await page.evaluate(() => localStorage.getItem('persist:root'))).toContain(
        '"address":null',
      )
      await page.close()
    })
  })

  it('shows PRODUCT.md §8’s message for a bad name, a taken name and a wrong file type', async () => {
    const taken = uniqueName('Taken')
    const first = await walletContext(journey)
    const firstPage = await openSignupForm(first.context)
    await firstPage.getByLabel('Name').fill(taken)
    await firstPage.getByRole('button', { name: 'Create MeMap' }).click()
    await firstPage.getByRole('dialog', { name: 'Successfully Completed!' }).waitFor()
    await first.context.close()

    const { context } = await walletContext(journey)
    const page = await openSignupForm(context)
    const nameField = page.getByLabel('Name')

    // Kept as typed: the field names what a name cannot hold rather than dropping it.
    await nameField.pressSequentially('B!o@')
    expect(await nameField.inputValue()).toBe('B!o@')
    await page
      .getByText("! can't be used: Korean or English letters, digits, space, _ and -")
      .waitFor()
    await nameField.fill('B')
    await nameField.blur()
    expect(await readNotice(page)).toBe(
      'Your input does not meet the required length / Please ensure it is between 2 and 20 characters.',
    )

    await nameField.fill(taken.toUpperCase())
    await nameField.blur()
    expect(await readNotice(page)).toBe('Duplicate check / Already exists name.')

    // Written otherwise, it only looks like the other member's name, and the notice says so.
    await nameField.fill(taken.replace(' ', '_'))
    await nameField.blur()
    expect(await readNotice(page)).toBe(
      'Duplicate check / This name looks too much like the name of another member.',
    )

    // Left, the field shows the name as it will be stored; spaces make no new name.
    await nameField.fill(`  ${taken.replace(' ', '   ')}  `)
    await nameField.blur()
    expect(await readNotice(page)).toBe('Duplicate check / Already exists name.')
    expect(await nameField.inputValue()).toBe(taken)

    // A name taken between the check and the submit: the server's own reason, the form kept.
    const late = uniqueName('Late')
    await nameField.fill(late)
    await nameField.blur()
    await page.getByLabel('Description').fill('Typed before the name went.')
    const other = new TestWallet({ rpcUrl: journey.config.rpcUrl, chainId: journey.config.chainId })
    await registerMeMap(journey.server, journey.config, other.account, {
      name: late,
      description: '',
    })
    await page.getByRole('button', { name: 'Create MeMap' }).click()
    expect(await readNotice(page)).toBe('Duplicate check / Already exists name.')
    expect(await nameField.inputValue()).toBe(late)
    expect(await page.getByLabel('Description').inputValue()).toBe('Typed before the name went.')

    // PRODUCT.md §2's alert, in the app's own notice dialog.
    await page.locator('input[type=file]').setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    })
    await closeDialog(page, 'Only JPEG, PNG, and WEBP formats are supported.')

    // The dialogs: focus moves in and stays, Esc closes, focus returns to the button.
    const twitter = page.getByRole('button', { name: 'X', exact: true })
    await twitter.click()
    const soon = page.getByRole('dialog', { name: 'Coming Soon!' })
    await soon.waitFor()
    const hasFocus = (locator: Locator) =>
      locator.evaluate((node) => node === document.activeElement)
    expect(await hasFocus(soon.getByRole('button', { name: 'Got it' }))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await soon.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await soon.waitFor({ state: 'detached' })
    expect(await hasFocus(twitter)).toBe(true)
    await context.close()
  })

  it('shows the error dialog, not a blank page, when the wallet refuses to sign', async () => {
    const { context, wallet } = await walletContext(journey)
    wallet.refuse('personal_sign')
    const page = await context.newPage()
    await connectTestWallet(page, journey.server)
    const dialog = page.getByRole('dialog', { name: 'Oops! An error occurred.' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Please check and try again.')
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })
})
