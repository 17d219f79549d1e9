import { LOCAL_API_KEY } from '@memap/shared/api'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { callApi, eventually } from './support/memap.ts'
import {
  apiData,
  closeDialog,
  type Member,
  signedInMembers,
  whoomBalance,
} from './support/member.ts'
import { gradientPng } from './support/png.ts'
import { screenshotPath } from './support/screenshots.ts'

// Issue "The Top 9 album and badges bought on chain", in a real browser against the real server.
describe('the Top 9 album and badges in a real browser', () => {
  const journey = useJourney()
  let alice: Member
  let bob: Member
  let carol: Member
  /** Carol's purchase as the app posted it, to replay it. */
  let purchase: { badgeId: number; walletAddr: string; transaction: string }

  const get = (m: Member, url: string) => apiData<unknown>(journey.server, m, url)
  const balance = (m: Member) => whoomBalance(journey.server, m)

  /** Closes the open dialog named `title` with `button`. */

  /** POST /v0/withdraw: the whole balance, less the fee, minted to the wallet. */
  async function withdrawAll(m: Member) {
    const form = new FormData()
    form.append('walletAddr', m.wallet.address)
    const res = await callApi(journey.server, '/withdraw', { cookie: m.cookie, body: form })
    expect(res.status, await res.text()).toBe(200)
  }

  const onChainWhoom = async (m: Member) =>
    BigInt(
      (
        (await get(
          m,
          `/erc20/${journey.config.contracts.main}/balanceOf?account=${m.wallet.address}`,
        )) as {
          balance: string
        }
      ).balance,
    )

  const photos = (page: Page) => page.getByRole('button', { name: 'Open photo' })

  beforeAll(async () => {
    ;[alice, bob, carol] = await signedInMembers(journey, ['Alice', 'Bob', 'Carol'])
  })

  describe('the album', () => {
    it('is filled to nine by its owner, with the rewards (30 + 45 + 15 = 90)', async () => {
      const { page } = alice
      await page.goto(`${journey.server.url}/album`)
      await page.getByRole('heading', { name: `The Top 9 of ${alice.name}` }).waitFor()
      await expect.poll(() => page.getByLabel('Add a photo').count()).toBe(9)

      // A file that is no picture: PRODUCT.md §2's alert, in the app's own dialog, and nothing uploaded.
      await page
        .getByLabel('Add a photo')
        .first()
        .setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('not a picture'),
        })
      await closeDialog(page, 'Only JPEG, PNG, and WEBP formats are supported.')
      expect(await photos(page).count()).toBe(0)

      for (let n = 1; n <= 9; n++) {
        await page
          .getByLabel('Add a photo')
          .first()
          .setInputFiles({
            name: `photo-${n}.png`,
            mimeType: 'image/png',
            // The first one is large: the browser brings it down to 2048 px before the upload.
            buffer: n === 1 ? gradientPng(3000, 1500) : gradientPng(120 + n, 90),
          })
        const reward = page.getByRole('dialog', { name: 'Congratulations!' })
        await reward.waitFor()
        // The ninth fills the album: 5 and the completion bonus of 15.
        expect(await reward.innerText()).toContain(
          n === 9
            ? 'You earned 20 Whoom: 5 for the photo and a 15 Whoom bonus for a full Top 9.'
            : 'You earned 5 Whoom.',
        )
        await closeDialog(page, 'Congratulations!')
        await expect.poll(() => photos(page).count()).toBe(n)
      }
      expect(await page.getByLabel('Add a photo').count()).toBe(0)
      expect(await balance(alice)).toBe(90)
      await page.getByRole('link', { name: '90 Whoom, reward history' }).waitFor()
      const history = (await get(
        alice,
        `/point/history/list?walletAddr=${alice.wallet.address}&index=0`,
      )) as {
        History: { WhoomHistoryTypeName: string }[]
      }
      const types = history.History.map((entry) => entry.WhoomHistoryTypeName)
      expect(types.filter((type) => type === 'album_posting')).toHaveLength(9)
      expect(types.filter((type) => type === 'album_posting_all')).toHaveLength(1)

      // The large photo was resized in the browser: 2048 px on its longest side.
      await photos(page).first().click()
      const large = page.locator('.photo-view__image')
      await large.waitFor()
      await expect
        .poll(() =>
          large.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
        )
        .toEqual([2048, 1024])
      await page.screenshot({ path: screenshotPath('album-photo-390.png'), fullPage: true })
      await page.getByRole('button', { name: 'Close' }).click()
      await page.screenshot({ path: screenshotPath('album-390.png'), fullPage: true })
    })

    it('lets another member like a photo once, with the reward', async () => {
      const { page } = bob
      await page.goto(`${journey.server.url}/album?user=${alice.wallet.address}`)
      await page.getByRole('heading', { name: `The Top 9 of ${alice.name}` }).waitFor()
      // Not the owner: no empty slot to add to, no delete button.
      await expect.poll(() => photos(page).count()).toBe(9)
      await photos(page).nth(1).click()
      await page.getByRole('link', { name: `${alice.name}'s MeMap` }).waitFor()
      expect(await page.getByRole('button', { name: 'Delete photo' }).count()).toBe(0)

      await page.getByRole('button', { name: 'Like, 0 likes' }).click()
      const reward = page.getByRole('dialog', { name: 'Congratulations!' })
      await reward.waitFor()
      expect(await reward.innerText()).toContain('You earned 2 Whoom.')
      await closeDialog(page, 'Congratulations!')
      // Reloaded: liked now, so no more like button, and the count went up.
      await page.getByRole('img', { name: '1 like' }).waitFor()
      expect(await page.getByRole('button', { name: /^Like/ }).count()).toBe(0)
      expect(await balance(bob)).toBe(32)
      expect(await balance(alice)).toBe(92)
    })

    it('lets the owner delete a photo for 10 Whoom', async () => {
      const { page } = alice
      await page.reload()
      await expect.poll(() => photos(page).count()).toBe(9)
      await photos(page).nth(4).click()
      // The owner sees the count but cannot like the own photo.
      await page.getByRole('img', { name: '0 likes' }).waitFor()
      await page.getByRole('button', { name: 'Delete photo' }).click()

      // A confirmation with its cost, not a purchase; then it says it is done.
      const confirm = page.getByRole('dialog', { name: 'Delete this photo?' })
      await confirm.waitFor()
      expect(await confirm.innerText()).toContain(
        'Deleting it costs 10 Whoom of your points. The photo leaves your Top 9 at once, and its slot is free for another.',
      )
      expect(await confirm.innerText()).not.toContain('purchase')
      await confirm.getByRole('button', { name: 'Delete photo' }).click()
      await confirm.waitFor({ state: 'detached' })
      const done = page.getByRole('dialog', { name: 'Photo deleted' })
      expect(await done.innerText()).toContain(
        'The photo is gone from your Top 9, and 10 Whoom were taken from your points.',
      )
      await done.getByRole('button', { name: 'Got it' }).click()
      await done.waitFor({ state: 'detached' })
      await expect.poll(() => photos(page).count()).toBe(8)
      expect(await page.locator('.photo-view').count()).toBe(0)
      await page.getByLabel('Add a photo').waitFor()
      expect(await balance(alice)).toBe(82)
    })

    it('refuses the delete when the balance does not cover it', async () => {
      // Carol puts one photo in through the API, then withdraws everything: 0 Whoom left.
      const form = new FormData()
      form.append('walletAddr', carol.wallet.address)
      form.append(
        'file',
        new Blob([new Uint8Array(gradientPng(64, 64))], { type: 'image/png' }),
        'a.png',
      )
      const upload = await fetch(`${journey.server.url}/v0/albums/upload`, {
        method: 'PUT',
        headers: { 'X-API-Key': LOCAL_API_KEY, cookie: carol.cookie },
        body: form,
      })
      expect(upload.status, await upload.text()).toBe(200)
      await withdrawAll(carol)
      expect(await balance(carol)).toBe(0)

      const { page } = carol
      await page.goto(`${journey.server.url}/album`)
      await expect.poll(() => photos(page).count()).toBe(1)
      await photos(page).first().click()
      await page.getByRole('button', { name: 'Delete photo' }).click()
      // PRODUCT.md §2's sentence names what was paid for, with the figures and the balance.
      const short = page.getByRole('dialog', { name: 'Insufficient Balance' })
      expect(await short.innerText()).toContain(
        'You do not have enough Whoom tokens to complete this photo delete.',
      )
      expect(await short.getByTestId('shortfall').innerText()).toBe(
        'Needed: 10 Whoom\nYou have: 0 Whoom of points',
      )
      await closeDialog(page, 'Insufficient Balance')
      expect(await photos(page).count()).toBe(1)
    })
  })

  describe('badges', () => {
    it('refuses a badge the on-chain Whoom does not cover', async () => {
      const { page } = bob
      await page.goto(`${journey.server.url}/badgecollection`)
      await page.getByRole('heading', { name: 'Badge Collection' }).waitFor()
      await page.getByRole('heading', { name: 'Badge Group' }).waitFor()
      // Both balances, and which one pays: Bob has points, and no Whoom in his wallet.
      const points = await balance(bob)
      expect(points).toBeGreaterThan(5)
      await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe(`${points} W`)
      await expect.poll(() => page.getByTestId('on-chain-balance').innerText()).toBe('0 W')
      await page.getByText('Badges are paid with the Whoom in your wallet.').waitFor()
      await page.getByRole('button', { name: 'Dreamer, 5 Whoom' }).click()
      await page
        .getByRole('dialog', { name: 'Do You Want to Proceed with the Purchase?' })
        .waitFor()
      await page.getByRole('button', { name: 'Confirm Purchase' }).click()
      const short = page.getByRole('dialog', { name: 'Insufficient Balance' })
      expect(await short.getByTestId('shortfall').innerText()).toBe(
        'Needed: 5 Whoom\nYou have: 0 Whoom of on-chain Whoom (in your wallet)',
      )
      await short.getByRole('link', { name: 'Withdraw your points to your wallet first' }).waitFor()
      await closeDialog(page, 'Insufficient Balance')
      expect(bob.wallet.count('eth_sendTransaction')).toBe(0)
    })

    it('shows the failure dialog when the wallet refuses to sign, or to pay', async () => {
      const { page, wallet } = bob
      // The free badge: no balance to check, straight to the wallet, which says no to signing.
      wallet.refuse('eth_signTypedData_v4')
      await page.getByRole('button', { name: 'Explorer, 0 Whoom' }).click()
      await page.getByRole('button', { name: 'Confirm Purchase' }).click()
      await closeDialog(page, 'Oops! An error occurred.')
      expect(wallet.count('eth_signTypedData_v4')).toBe(1)
      expect(wallet.count('eth_sendTransaction')).toBe(0)

      // A wallet that cannot sign typed data is asked to pay from the wallet (today's payment,
      // with gas), and says no to that.
      wallet.lacks('eth_signTypedData_v4')
      wallet.refuse('eth_sendTransaction')
      await page.getByRole('button', { name: 'Explorer, 0 Whoom' }).click()
      const confirm = page.getByRole('dialog', {
        name: 'Do You Want to Proceed with the Purchase?',
      })
      await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
      await confirm
        .getByText(
          'Your wallet cannot sign the purchase, so it pays with a transaction from your wallet.',
        )
        .waitFor()
      await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
      await closeDialog(page, 'Oops! An error occurred.')
      expect(wallet.count('eth_sendTransaction')).toBe(1)
      expect(await page.getByRole('button', { name: 'Explorer, 0 Whoom' }).isDisabled()).toBe(false)
      expect(await get(bob, `/badge/user/list/have?walletAddr=${bob.wallet.address}`)).toEqual([])
    })

    it('sells a badge on chain through the wallet, when it cannot sign, and shows it owned', async () => {
      const { page, wallet } = carol
      // Today's payment from the wallet (transferAndCall), the way of a wallet that cannot sign
      // typed data; a badge bought with a signature is e2e/gasless-badges.test.ts.
      wallet.lacks('eth_signTypedData_v4')
      // The withdrawal minted 35 - 1 Whoom to the wallet.
      await eventually(() => onChainWhoom(carol), 34n * 10n ** 18n, 30_000)
      await page.goto(`${journey.server.url}/badgecollection`)
      await page.getByRole('heading', { name: 'Badge Group' }).waitFor()
      await page.screenshot({
        path: screenshotPath('badgecollection-390.png'),
        fullPage: true,
      })

      await page.getByRole('button', { name: 'Dreamer, 5 Whoom' }).click()
      const confirm = page.getByRole('dialog', {
        name: 'Do You Want to Proceed with the Purchase?',
      })
      await confirm.waitFor()
      // First asked to sign; the wallet cannot, so the dialog asks again, to pay with gas.
      await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
      await confirm
        .getByText(
          'Your wallet cannot sign the purchase, so it pays with a transaction from your wallet.',
        )
        .waitFor()
      const text = await confirm.innerText()
      for (const words of [
        'Dreamer',
        '5 Whoom',
        'On-Chain',
        'The purchase will be processed on the blockchain, and a small gas fee may apply.',
      ]) {
        expect(text).toContain(words)
      }
      await page.waitForTimeout(300) // the dialog's entrance
      await page.screenshot({ path: screenshotPath('badge-purchase-390.png') })
      const posted = page.waitForRequest((request) => request.url().endsWith('/v0/badge/purchase'))
      await confirm.getByRole('button', { name: 'Confirm Purchase' }).click()
      purchase = (await posted).postDataJSON() as typeof purchase
      await page.waitForURL('**/myassets', { timeout: 30_000 })
      expect(wallet.count('eth_sendTransaction')).toBe(1)
      expect(purchase).toEqual({
        badgeId: 2,
        walletAddr: carol.wallet.address,
        transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      })
      await eventually(() => onChainWhoom(carol), 29n * 10n ** 18n)

      await page.getByRole('heading', { name: 'My Badges (1)' }).waitFor()
      await page.goto(`${journey.server.url}/badgecollection`)
      const owned = page.getByRole('button', { name: 'Dreamer, 5 Whoom, owned' })
      await owned.waitFor()
      expect(await owned.isDisabled()).toBe(true)
      await page.screenshot({ path: screenshotPath('badge-owned-390.png'), fullPage: true })

      // Remembered in the tab: the next purchase asks for the transaction at once.
      await page.getByRole('button', { name: 'Foodie, 3 Whoom' }).click()
      await confirm.getByText('The purchase will be processed on the blockchain').waitFor()
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      expect(wallet.count('eth_signTypedData_v4')).toBe(1)
    })

    it('applies the badge on /myassets, and the identity graph lists it', async () => {
      const { page } = carol
      await page.goto(`${journey.server.url}/myassets`)
      await page.getByRole('heading', { name: 'My Badges (1)' }).waitFor()
      const save = page.getByRole('button', { name: 'Save & Go to MeMap' })
      expect(await save.isDisabled()).toBe(true)
      await page.getByRole('button', { name: 'Dreamer', pressed: false }).click()
      expect(await save.isDisabled()).toBe(false)
      await save.click()
      await closeDialog(page, 'Successfully Completed!')
      await page.waitForURL('**/memap')
      const info = (await get(
        carol,
        `/user/info?walletAddr=&targetWalletAddr=${carol.wallet.address}`,
      )) as { IdentityGraph: unknown[] }
      expect(info.IdentityGraph).toEqual([{ Type: 'badge', Name: 'Dreamer', ObjectId: 'badge:2' }])
    })

    it('grants nothing for a replayed purchase hash', async () => {
      const replay = await callApi(journey.server, '/badge/purchase', {
        cookie: carol.cookie,
        body: purchase,
      })
      expect(replay.status).toBe(409)
      const owned = await get(carol, `/badge/user/list/have?walletAddr=${carol.wallet.address}`)
      expect(owned).toEqual([{ badgeId: 2, badgeName: 'Dreamer', status: true }])
    })

    it('shows an empty /myassets with the way to the collection', async () => {
      const { page } = bob
      await page.goto(`${journey.server.url}/myassets`)
      await page.getByRole('heading', { name: 'My Badges (0)' }).waitFor()
      await page
        .getByText(
          "You don't have any badges yet. Visit the Badge Collection to find and add badges that match your personality!",
        )
        .waitFor()
      expect(await page.getByRole('button', { name: 'Save & Go to MeMap' }).isDisabled()).toBe(true)
      await page.getByRole('link', { name: 'Go to the Badge collection' }).click()
      await page.waitForURL('**/badgecollection')
    })
  })
})
