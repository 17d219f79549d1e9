import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiMember, cheer, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'

/** What the top bar shows: the balance chip's amount and the menu button's unread badge. */
async function topBar(page: Page) {
  const chip = await page.getByRole('link', { name: /Whoom, reward history$/ }).innerText()
  const badge = page.getByRole('banner').getByTestId('unread-badge')
  return {
    balance: Number(chip.replace(/\D/g, '')),
    unread: (await badge.count()) === 0 ? 0 : Number(await badge.innerText()),
  }
}

/** Waits until the top bar shows what `check` wants (the page is not touched meanwhile). */
async function untilTopBar(
  page: Page,
  check: (bar: Awaited<ReturnType<typeof topBar>>) => boolean,
) {
  await expect.poll(async () => check(await topBar(page)), { timeout: 10_000 }).toBe(true)
}

// What happens to a member reaches their open page as it happens: no reload, no touch.
describe('live news, in a real browser', () => {
  const journey = useJourney()
  let bea: Member

  beforeAll(async () => {
    bea = await signedInMember(journey, 'Bea')
  })

  it("shows a friend request and a cheer on the watcher's screen as they happen", async () => {
    const { page } = bea
    const beaActor = { name: bea.name, address: bea.wallet.address, cookie: bea.cookie }
    // A mark on the page that a reload would wipe.
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await untilTopBar(page, (bar) => bar.balance === 30 && bar.unread === 1)

    // Bea's own post, made elsewhere (another tab, say), reaches this page too.
    const emotion = await postEmotion(
      journey.server,
      beaActor,
      (await firstEmotion(journey.server)).EmotionId,
    )
    await untilTopBar(page, (bar) => bar.balance === 35 && bar.unread === 2)

    const al = await apiMember(journey.server, journey.config, 'Al')
    const asked = await callApi(journey.server, '/friends/request', {
      cookie: al.cookie,
      body: { walletAddr: al.address, targetWalletAddr: bea.wallet.address, rejection: false },
    })
    expect(asked.status).toBe(200)
    await untilTopBar(page, (bar) => bar.unread === 3)

    expect((await cheer(journey.server, al, emotion)).status).toBe(200)
    await untilTopBar(page, (bar) => bar.balance === 37 && bar.unread === 4)
    // Bea's emotion shows the cheer without a reload.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // The menu says where the news is; opening News reads it.
    await page.getByRole('button', { name: /open the menu, 4 unread/ }).click()
    await page.getByRole('link', { name: /^News\W+4 unread$/ }).click()
    await page.waitForURL('**/notifications')
    await page.getByText(al.name, { exact: false }).first().waitFor()
    await untilTopBar(page, (bar) => bar.unread === 0)

    // News arriving while News is open is shown at once, and read.
    const cy = await apiMember(journey.server, journey.config, 'Cy')
    expect((await cheer(journey.server, cy, emotion)).status).toBe(200)
    const cheers = page
      .getByRole('list', { name: 'Notifications' })
      .getByText('cheered your emotion')
    await expect.poll(() => cheers.count(), { timeout: 10_000 }).toBe(2)
    await untilTopBar(page, (bar) => bar.balance === 39 && bar.unread === 0)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  it('closes the stream on Unlink', async () => {
    const { page } = bea
    const isStream = (request: { url(): string }) => request.url().includes('/v0/events')
    const ended = Promise.race([
      page.waitForEvent('requestfailed', isStream),
      page.waitForEvent('requestfinished', isStream),
    ])
    await page.getByRole('button', { name: /open the menu/ }).click()
    await page.getByRole('button', { name: 'Unlink' }).click()
    await page
      .getByRole('dialog', { name: 'Unlink your wallet?' })
      .getByRole('button', { name: 'Unlink' })
      .click()
    await page.waitForURL(`${journey.server.url}/`)
    await ended
  })
})
