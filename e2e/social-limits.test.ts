import { LOCAL_API_KEY } from '@memap/shared/api'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiActor,
  albumIds,
  apiMember,
  cheer,
  firstEmotion,
  like,
  postEmotion,
  uploadPhoto,
} from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'
import {
  closeDialog,
  type Member,
  signedInMembers,
  visitProfile,
  whoomBalance,
} from './support/member.ts'
import { screenshotFailures, screenshotPath } from './support/screenshots.ts'

const DAILY_LIMIT_ERROR = 'the number of daily interactions remaining has been exhausted'

// PRODUCT.md §12, the two journeys social.test.ts leaves out: the 11th interaction of the day meets
// 'Hold On!', and a rejected friend request is refunded in full.
describe('the daily interaction limit and a rejected friend request in a real browser', () => {
  const journey = useJourney()
  let ann: Member
  let bob: Member
  let cal: Member

  const balance = (m: Member) => whoomBalance(journey.server, m)
  /** A browser member as the API helpers take them. */
  const actor = (m: Member): ApiActor => ({
    name: m.name,
    address: m.wallet.address,
    cookie: m.cookie,
  })

  const visit = (m: Member, of: Member) => visitProfile(journey.server, m, of)

  /** The balance chip of the top bar reads `amount`. */
  const chip = (page: Page, amount: number) =>
    page.getByRole('link', { name: `${amount} Whoom, reward history` }).waitFor()

  beforeAll(async () => {
    ;[ann, bob, cal] = await signedInMembers(journey, ['Ann', 'Bob', 'Cal'])
  })

  screenshotFailures(() => [ann, bob, cal], 'limits-')

  afterAll(async () => {
    await Promise.all([ann?.context.close(), bob?.context.close(), cal?.context.close()])
  })

  it("shows 'Hold On!' for the 11th cheer or like of the day, and pays nothing for it", async () => {
    const emotion = await firstEmotion(journey.server)
    // Ten interactions through the API, cheers and likes mixed (they share one allowance):
    // five cheers of five members' emotions, five likes of a sixth member's photos.
    const posters = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => apiMember(journey.server, journey.config, `Poster${n}`)),
    )
    const emotionIds = await Promise.all(
      posters.map((p) => postEmotion(journey.server, p, emotion.EmotionId)),
    )
    const photographer = await apiMember(journey.server, journey.config, 'Pia')
    for (let i = 0; i < 6; i += 1) await uploadPhoto(journey.server, photographer)
    const photos = await albumIds(journey.server, photographer.address)
    expect(photos).toHaveLength(6)
    for (const id of emotionIds) {
      const answer = await cheer(journey.server, actor(ann), id)
      expect(answer.status, await answer.text()).toBe(200)
    }
    for (const id of photos.slice(0, 5)) {
      const answer = await like(journey.server, actor(ann), id)
      expect(answer.status, await answer.text()).toBe(200)
    }
    expect(await balance(ann)).toBe(30 + 10 * 2)

    // Bob's emotion is the 11th, cheered in the browser.
    const bobEmotion = await postEmotion(
      journey.server,
      actor(bob),
      emotion.EmotionId,
      'Counting cheers all day long.',
    )
    const { page } = ann
    await visit(ann, bob)
    await chip(page, 50)
    await page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` }).click()
    const view = page.getByRole('dialog', { name: emotion.EmotionName })
    await view.getByText('Counting cheers all day long.').waitFor()
    await view.getByRole('button', { name: 'Cheer' }).click()

    const limit = page.getByRole('dialog', { name: 'Hold On!' })
    await limit.waitFor()
    expect(await limit.innerText()).toContain('They start again at midnight Seoul time')
    // The dialog fades in: the screenshot waits for its animations to end.
    await limit.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    await page.screenshot({ path: screenshotPath('hold-on-390.png') })
    await closeDialog(page, 'Hold On!')

    // Refused: nothing was cheered, paid or counted, so the button does not say 'Cheered'.
    const notCheered = view.getByRole('button', { name: 'Cheer', exact: true })
    await notCheered.waitFor()
    expect(await view.getByRole('button', { name: 'Cheered' }).count()).toBe(0)
    expect(await view.getByTestId('cheer-count').innerText()).toBe('0')
    await view.getByRole('button', { name: 'Close' }).click()
    expect(await balance(ann)).toBe(50)
    expect(await balance(bob)).toBe(30 + 5)
    await chip(page, 50)

    // A like counts against the same allowance: the 6th photo is refused the same way.
    await page.goto(`${journey.server.url}/album?user=${photographer.address}`)
    await page.getByRole('heading', { name: `The Top 9 of ${photographer.name}` }).waitFor()
    const open = page.getByRole('button', { name: 'Open photo' })
    await expect.poll(() => open.count()).toBe(6)
    // The grid shows the album list in its order: the 6th is the one not liked yet.
    await open.nth(5).click()
    await page.getByRole('link', { name: `${photographer.name}'s MeMap` }).waitFor()
    await page.getByRole('button', { name: 'Like, 0 likes' }).click()
    await closeDialog(page, 'Hold On!')
    expect(await balance(ann)).toBe(50)

    // The API says the same to the 12th.
    const twelfth = await cheer(journey.server, actor(ann), bobEmotion)
    expect(twelfth.status).toBe(429)
    expect(((await twelfth.json()) as { error: string }).error).toBe(DAILY_LIMIT_ERROR)
  })

  it("refunds C in full when B rejects C's friend request from /notifications", async () => {
    const start = { bob: await balance(bob), cal: await balance(cal) }
    const bobSvn = 3

    // Cal asks Bob in the browser and pays Bob's SNV.
    const { page } = cal
    await visit(cal, bob)
    await page.getByRole('button', { name: 'Send Friend Request' }).click()
    const confirm = page.getByRole('dialog', { name: 'Send a Friend Request?' })
    expect(await confirm.innerText()).toContain(`costs ${bobSvn} Whoom`)
    await confirm.getByRole('button', { name: 'Send Request' }).click()
    const sent = page.getByRole('dialog', { name: 'Friend Request Sent!' })
    await sent.waitFor()
    await Promise.all([
      page.waitForEvent('load'),
      sent.getByRole('button', { name: 'Got it' }).click(),
    ])
    await page.getByRole('heading', { name: bob.name }).waitFor()
    expect(await page.getByRole('button', { name: 'Send Friend Request' }).isDisabled()).toBe(true)
    await chip(page, start.cal - bobSvn)
    expect(await balance(cal)).toBe(start.cal - bobSvn)

    // Bob rejects it from /notifications.
    const bobPage = bob.page
    await bobPage.goto(`${journey.server.url}/notifications`)
    const request = bobPage
      .locator('li.notification')
      .filter({ hasText: `Friend request received from ${cal.name}` })
    await request.getByRole('button', { name: 'Reject' }).click()
    // The list reloads: the request is answered, so no buttons are left.
    await expect.poll(() => request.getByRole('button').count()).toBe(0)
    expect(await request.innerText()).toContain('Declined')
    expect(await bobPage.getByRole('button', { name: 'Reject' }).count()).toBe(0)
    expect(await balance(bob)).toBe(start.bob)

    // Cal has the whole SNV back, through the API and in the app.
    expect(await balance(cal)).toBe(start.cal)
    await page.reload()
    await page.getByRole('heading', { name: bob.name }).waitFor()
    await chip(page, start.cal)
    const again = page.getByRole('button', { name: 'Send Friend Request' })
    await again.waitFor()
    expect(await again.isDisabled()).toBe(false)
    const friends = await callApi(journey.server, `/friends/list?walletAddr=${bob.wallet.address}`)
    expect(((await friends.json()) as { data: unknown[] }).data).toEqual([])

    // Cal's news says so, with the refund.
    await page.goto(`${journey.server.url}/notifications`)
    const declined = page
      .locator('li.notification')
      .filter({ hasText: `${bob.name} declined your friend request` })
    await declined.waitFor()
    expect(await declined.innerText()).toContain(`+${bobSvn} Whoom`)
    await page.screenshot({ path: screenshotPath('notifications-refund-390.png') })
  })
  it('says at the confirm step that the points cannot cover a friend request', async () => {
    // Cal's SNV goes up to 100,000, far above what Ann holds.
    const form = new FormData()
    for (const [field, value] of Object.entries({
      wallet_addr: cal.wallet.address,
      user_name: cal.name,
      user_description: '',
      open_profile: 'Y',
      svn: '100000',
    })) {
      form.append(field, value)
    }
    const update = await fetch(`${journey.server.url}/v0/profile/update`, {
      method: 'POST',
      headers: { 'X-API-Key': LOCAL_API_KEY, cookie: cal.cookie },
      body: form,
    })
    expect(update.status, await update.text()).toBe(200)
    const points = await balance(ann)

    const { page } = ann
    await visit(ann, cal)
    await page.getByRole('button', { name: 'Send Friend Request' }).click()
    const short = page.getByRole('dialog', { name: 'Insufficient Balance' })
    expect(await short.innerText()).toContain(
      'You do not have enough Whoom tokens to complete this friend request.',
    )
    expect(await short.getByTestId('shortfall').innerText()).toBe(
      `Needed: 100,000 Whoom\nYou have: ${points.toLocaleString('en-US')} Whoom of points`,
    )
    await closeDialog(page, 'Insufficient Balance')
    expect(await balance(ann)).toBe(points)
    expect(await page.getByRole('button', { name: 'Send Friend Request' }).isDisabled()).toBe(false)
  })
})
