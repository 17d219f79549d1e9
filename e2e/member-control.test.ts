import fs from 'node:fs/promises'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  albumIds,
  apiMember,
  cheer,
  firstEmotion,
  postEmotion,
  uploadPhoto,
} from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { atPath, callApi, connectTestWallet } from './support/memap.ts'
import {
  closeDialog,
  type Member,
  signedInMember,
  walletContext,
  whoomBalance,
} from './support/member.ts'
import { TEST_WALLET_INFO } from './support/test-wallet.ts'

// A member in control: sees where they are signed in and signs a lost phone out from their
// laptop, stops someone who bothers them, reports what is abusive to the moderators, and takes
// a copy of their data.
describe('a member in control, in a real browser', () => {
  // The moderator's wallet is named before the server starts, as an operator would.
  const moderatorKey = generatePrivateKey()
  const journey = useJourney({
    env: { ADMIN_WALLETS: privateKeyToAccount(moderatorKey).address },
  })
  let bea: Member

  beforeAll(async () => {
    bea = await signedInMember(journey, 'Bea')
  })

  it('blocks from the profile: the request is refunded, cheers are refused; unblocks in settings', async () => {
    const { page } = bea
    const beaActor = { name: bea.name, address: bea.wallet.address, cookie: bea.cookie }
    const emotion = await postEmotion(
      journey.server,
      beaActor,
      (await firstEmotion(journey.server)).EmotionId,
    )
    const al = await apiMember(journey.server, journey.config, 'Al')
    const balanceOfAl = async () =>
      (
        (await (
          await callApi(journey.server, `/point/check-user?walletAddr=${al.address}`, {
            cookie: al.cookie,
          })
        ).json()) as { data: { Value: number } }
      ).data.Value
    const before = await balanceOfAl()
    const asked = await callApi(journey.server, '/friends/request', {
      cookie: al.cookie,
      body: { walletAddr: al.address, targetWalletAddr: beaActor.address, rejection: false },
    })
    expect(asked.status).toBe(200)

    await page.goto(`${journey.server.url}/memap?user=${al.address}`)
    await page.getByRole('heading', { name: al.name }).waitFor()
    await page.getByRole('button', { name: 'More' }).click()
    await page.getByRole('dialog', { name: al.name }).getByRole('button', { name: 'Block' }).click()
    const confirm = page.getByRole('dialog', { name: `Block ${al.name}?` })
    await confirm.getByRole('button', { name: 'Block' }).click()
    await page
      .getByText(
        'You blocked this member: requests, cheers and likes are off until you unblock them.',
      )
      .waitFor()

    // Al's request was cancelled and refunded; Al can no longer cheer Bea.
    expect(await balanceOfAl()).toBe(before)
    const refused = await cheer(journey.server, al, emotion)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: 'you cannot interact with this member',
      code: 'blocked',
    })

    // In /settings, Bea changes her mind.
    await page.goto(`${journey.server.url}/settings`)
    const blocked = page.getByRole('region', { name: 'Blocked members' })
    await blocked.getByText(al.name).waitFor()
    await blocked.getByRole('button', { name: `Unblock ${al.name}` }).click()
    await blocked.getByText('You block nobody.').waitFor()

    await page.goto(`${journey.server.url}/memap?user=${al.address}`)
    await page.getByRole('heading', { name: al.name }).waitFor()
    expect(
      await page
        .getByText(
          'You blocked this member: requests, cheers and likes are off until you unblock them.',
        )
        .count(),
    ).toBe(0)
    expect((await cheer(journey.server, al, emotion)).status).toBe(200)
  })

  it('downloads a copy of everything MeMap keeps about the wallet', async () => {
    const { page } = bea
    await page.goto(`${journey.server.url}/settings`)
    const section = page.getByRole('region', { name: 'Your data' })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`memap-${bea.wallet.address}.json`)
    const file = await download.path()
    const data = JSON.parse(await fs.readFile(file, 'utf8'))
    expect(data.WalletAddr).toBe(bea.wallet.address)
    expect(data.Profile.Name).toBe(bea.name)
    expect(data.Blocked).toEqual([])
    expect(data.Points.Balance).toBe(await whoomBalance(journey.server, bea))
  })

  it('reports a photo, and a moderator hides it from /admin', async () => {
    const beaActor = { name: bea.name, address: bea.wallet.address, cookie: bea.cookie }
    await uploadPhoto(journey.server, beaActor)
    const cy = await signedInMember(journey, 'Cy')
    await cy.page.goto(`${journey.server.url}/album?user=${beaActor.address}`)
    await cy.page.getByRole('button', { name: 'Open photo' }).first().click()
    await cy.page.getByRole('button', { name: 'Report' }).click()
    const dialog = cy.page.getByRole('dialog', { name: 'Report this photo' })
    await dialog.getByLabel('Sexual content').check()
    await dialog.getByLabel('More about it (optional)').fill('Not for a public album.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await closeDialog(cy.page, 'Report sent')
    await cy.context.close()

    // The moderator finds it in the menu, and hides the photo.
    const moderator = await signedInMember(journey, 'Mod', {
      privateKey: moderatorKey,
    })
    const { page } = moderator
    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('link', { name: 'Moderation' }).click()
    const queue = page.getByRole('list', { name: 'Open reports' })
    await queue.getByText('Not for a public album.').waitFor()
    expect(await queue.getByRole('img', { name: /^Reported, from the album of / }).count()).toBe(1)
    await queue.getByRole('button', { name: 'Hide photo' }).click()
    await page
      .getByRole('dialog', { name: 'Hide photo?' })
      .getByRole('button', { name: 'Hide photo' })
      .click()
    await page.getByText('No open reports.').waitFor()
    expect(await albumIds(journey.server, beaActor.address)).toEqual([])
    await moderator.context.close()

    // A member who is no moderator is told so at /admin.
    await bea.page.goto(`${journey.server.url}/admin`)
    await bea.page.getByText('Only moderators may see this page.').waitFor()
  })

  // Last: signing out everywhere else ends the API session the other tests use.
  it('lists the devices in /settings and signs another one out, which returns to the start', async () => {
    // The same wallet on a second device (a desktop browser).
    const { context: laptop } = await walletContext(journey, {
      viewport: { width: 1440, height: 900 },
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      privateKey: bea.wallet.privateKey,
    })
    const laptopPage = await laptop.newPage()
    await connectTestWallet(laptopPage, journey.server)
    await laptopPage.waitForURL('**/memap')
    // The laptop is on a page of its own when it is signed out.
    await laptopPage.goto(`${journey.server.url}/friendlist`)
    await laptopPage.getByRole('heading', { level: 1 }).waitFor()

    // On the phone: the laptop is listed, the phone is this device.
    const { page } = bea
    await page.goto(`${journey.server.url}/settings`)
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await devices.getByText('Edge on Windows').waitFor()
    await devices.getByText('This device').waitFor()
    await devices.getByRole('button', { name: 'Sign out Edge on Windows' }).click()
    await devices.getByText('Edge on Windows').waitFor({ state: 'detached' })

    // The laptop, untouched, finds itself signed out and back at the start, told why; once it
    // connects again it is back on the page it was on.
    await laptopPage.waitForURL(atPath('/'), { timeout: 15_000 })
    await laptopPage.getByText('You were signed out on this device from another one.').waitFor()
    await laptopPage.getByRole('button', { name: 'Connect Wallet' }).click()
    await laptopPage
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: TEST_WALLET_INFO.name })
      .click()
    await laptopPage.waitForURL(atPath('/friendlist'))
    await laptop.close()

    // The phone is still signed in.
    await page.reload()
    await devices.getByText('This device').waitFor()
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(1)
  })

  it('signs out everywhere else', async () => {
    const { page } = bea
    await page.goto(`${journey.server.url}/settings`)
    const devices = page.getByRole('region', { name: 'Signed-in devices' })
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click()
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' })
    expect(await confirm.innerText()).toContain('This device stays signed in.')
    await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1)
    await devices.getByText('This device').waitFor()
    expect(await devices.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0)
  })

  it('leaves MeMap after a confirmation, and joins again from the start', async () => {
    const dan = await signedInMember(journey, 'Dan')
    const { page } = dan
    await page.goto(`${journey.server.url}/settings`)
    await page.getByRole('button', { name: 'Delete my MeMap' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete your MeMap?' })
    expect(await confirm.innerText()).toContain('your MeMap NFT stay yours')
    await confirm.getByRole('button', { name: 'Delete my MeMap' }).click()
    await page.waitForURL(`${journey.server.url}/`)
    await page.getByRole('status').filter({ hasText: 'Your MeMap was deleted.' }).waitFor()
    const gone = await callApi(journey.server, `/user/info?targetWalletAddr=${dan.wallet.address}`)
    expect(gone.status).toBe(404)

    // The same wallet joins again: a new profile, under a new name. The joining reward was paid
    // the first time: the intro promises none, and the member is welcomed back, told of no Whoom.
    await connectTestWallet(page, journey.server)
    await page.waitForURL('**/memapstart')
    const steps = await page.getByRole('list').innerText()
    expect(steps).toContain('You joined before: the joining reward is paid once per wallet')
    expect(steps).not.toContain('Receive 30 Whoom')
    await page.getByRole('button', { name: 'Start' }).click()
    await page.getByLabel('Name').fill(`Dan Again ${Date.now() % 100000}`)
    await page.getByRole('button', { name: 'Create MeMap' }).click()
    const welcome = page.getByRole('dialog', { name: 'Welcome back!' })
    await welcome.waitFor()
    expect(await welcome.innerText()).not.toContain('tokens have been received')
    await closeDialog(page, 'Welcome back!')
    await page.waitForURL('**/memap')
    await page.getByRole('heading', { name: /^Dan Again/ }).waitFor()
    await dan.context.close()
  })
})
