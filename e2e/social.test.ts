import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'
import { atPath, callApi } from './support/memap.ts'
import {
  apiData,
  closeDialog,
  type Member,
  signedInMembers,
  visitProfile,
  whoomBalance,
} from './support/member.ts'
import { screenshotFailures, screenshotPath } from './support/screenshots.ts'

// Issue "Emotions, cheers, friends and networks: the profile comes alive", in a real browser.
describe('emotions, cheers, friends and networks in a real browser', () => {
  const journey = useJourney()
  let ann: Member
  let bob: Member
  let emotion: { EmotionId: number; EmotionName: string }

  const get = (m: Member, url: string) => apiData<unknown>(journey.server, m, url)
  const balance = (m: Member) => whoomBalance(journey.server, m)

  const visit = (m: Member, of: Member) => visitProfile(journey.server, m, of)

  beforeAll(async () => {
    ;[ann, bob] = await signedInMembers(journey, ['Ann', 'Bob'])
    const list = (await (
      await callApi(journey.server, '/emotion/list?adminStatus=false')
    ).json()) as {
      data: { EmotionId: number; EmotionName: string }[]
    }
    const first = list.data[0]
    if (!first) throw new Error('no emotions in the catalogue')
    emotion = first
  })

  screenshotFailures(() => [ann, bob])

  afterAll(async () => {
    await Promise.all([ann?.context.close(), bob?.context.close()])
  })

  it("posts today's emotion and sees it on the profile with the reward", async () => {
    const { page } = ann
    await page.getByRole('link', { name: "Post today's emotion" }).click()
    await page.waitForURL('**/select_emotion')
    await page.getByRole('heading', { name: "Select today's emotion" }).waitFor()
    await page.getByRole('button', { name: emotion.EmotionName, exact: true }).click()

    const reason = page.getByRole('textbox', {
      name: `Why are you feeling ${emotion.EmotionName}?`,
    })
    await reason.fill('too short')
    await page.getByRole('button', { name: 'Submit' }).click()
    await closeDialog(page, 'Your input does not meet the required length')

    await reason.fill('x'.repeat(501))
    await closeDialog(page, 'Your input does not meet the required length')
    expect(await reason.inputValue()).toHaveLength(500)

    await reason.fill('The sun came out after a week of rain.')
    await page.getByRole('button', { name: 'Submit' }).click()
    const reward = page.getByRole('dialog', { name: 'Congratulations!' })
    await reward.waitFor()
    expect(await reward.innerText()).toContain('You earned 5 Whoom.')
    await closeDialog(page, 'Congratulations!')

    await page.waitForURL('**/memap')
    const pill = page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` })
    await pill.waitFor()
    // Typed one letter every 100 ms, up to the whole name.
    await expect
      .poll(() => page.locator('.emotion-pill__text').innerText())
      .toBe(emotion.EmotionName)
    // The pencil is gone once the emotion is posted; the tag joins the identity graph.
    expect(await page.getByRole('link', { name: "Post today's emotion" }).count()).toBe(0)
    await page.getByRole('link', { name: emotion.EmotionName, exact: true }).waitFor()
    await page.getByRole('link', { name: '35 Whoom, reward history' }).waitFor()
    expect(await balance(ann)).toBe(35)

    await pill.click()
    const view = page.getByRole('dialog', { name: emotion.EmotionName })
    await view.getByText('The sun came out after a week of rain.').waitFor()
    // No cheer on one's own emotion, in the view or on the profile.
    expect(await view.getByRole('button', { name: 'Cheer' }).count()).toBe(0)
    await view.getByRole('button', { name: 'Close' }).click()
    expect(await page.getByRole('button', { name: 'Cheer', exact: true }).count()).toBe(0)
    await page.screenshot({ path: screenshotPath('memap-own-390.png'), fullPage: true })
  })

  it('lets another member cheer it once, +2 Whoom to each side', async () => {
    const { page } = bob
    await visit(bob, ann)
    // The card says it is an NFT in Ann's wallet once it is minted (a block or two after joining).
    await expect
      .poll(
        async () => {
          const nft = page.getByText(/^MeMap #\d+ · profile card NFT$/)
          if ((await nft.count()) === 0) await visit(bob, ann)
          return nft.count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    // The cheer is in sight on the profile, with its count: no need to open the emotion first.
    const count = page.getByTestId('profile-cheer-count')
    await expect.poll(() => count.innerText()).toBe('0 cheers')
    await page.getByRole('button', { name: 'Cheer', exact: true }).click()
    const reward = page.getByRole('dialog', { name: 'Congratulations!' })
    await reward.waitFor()
    expect(await reward.innerText()).toContain('You earned 2 Whoom.')
    await closeDialog(page, 'Congratulations!')
    await expect.poll(() => count.innerText()).toBe('1 cheer')
    expect(await page.getByRole('button', { name: 'Cheered' }).isDisabled()).toBe(true)

    // The emotion says so too: the button stays disabled, the count reached 1.
    await page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` }).click()
    const view = page.getByRole('dialog', { name: emotion.EmotionName })
    await view.getByText('The sun came out after a week of rain.').waitFor()
    await view.getByRole('button', { name: 'Cheered' }).waitFor()
    expect(await view.getByRole('button', { name: 'Cheered' }).isDisabled()).toBe(true)
    await expect.poll(() => view.getByTestId('cheer-count').innerText()).toBe('1')
    await view.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByTestId('stat-cheers').locator('dd').innerText()).toBe('1')
    expect([await balance(ann), await balance(bob)]).toEqual([37, 32])

    // A reload still knows it was cheered; the API refuses a second cheer.
    await page.reload()
    await page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` }).click()
    expect(await view.getByRole('button', { name: 'Cheered' }).isDisabled()).toBe(true)
    await view.getByRole('button', { name: 'Close' }).click()
    const info = (await get(
      ann,
      `/user/info?walletAddr=&targetWalletAddr=${ann.wallet.address}`,
    )) as {
      UserEmotion: { UserEmotionId: string }
    }
    const again = await callApi(journey.server, '/emotion/cheers/request', {
      cookie: bob.cookie,
      body: { walletAddr: bob.wallet.address, userEmotionId: info.UserEmotion.UserEmotionId },
    })
    expect(again.status).toBe(409)
    expect([await balance(ann), await balance(bob)]).toEqual([37, 32])
  })

  it('sends a friend request; once accepted both see Known and Friends since', async () => {
    const { page } = bob
    await visit(bob, ann)
    await page.screenshot({ path: screenshotPath('memap-visitor-390.png'), fullPage: true })
    await page.getByRole('button', { name: 'Send Friend Request' }).click()
    const confirm = page.getByRole('dialog', { name: 'Send a Friend Request?' })
    await confirm.waitFor()
    // The cost is Ann's SNV (3 by default).
    expect(await confirm.innerText()).toContain('costs 3 Whoom')
    await confirm.getByRole('button', { name: 'Send Request' }).click()
    const sent = page.getByRole('dialog', { name: 'Friend Request Sent!' })
    await sent.waitFor()
    await Promise.all([
      page.waitForEvent('load'),
      sent.getByRole('button', { name: 'Got it' }).click(),
    ])
    await page.getByRole('heading', { name: ann.name }).waitFor()
    const request = page.getByRole('button', { name: 'Send Friend Request' })
    await request.waitFor()
    expect(await request.isDisabled()).toBe(true)
    expect(await balance(bob)).toBe(29)

    const accept = await callApi(journey.server, '/friends/response', {
      cookie: ann.cookie,
      body: {
        walletAddr: ann.wallet.address,
        targetWalletAddr: bob.wallet.address,
        rejection: false,
      },
    })
    expect(accept.status, await accept.text()).toBe(200)

    await page.reload()
    await page.getByText(/^Friends since [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor()
    await page.locator('.friend-status').getByText('Known', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Send Friend Request' }).count()).toBe(0)

    await visit(ann, bob)
    await ann.page.getByText(/^Friends since /).waitFor()
    await ann.page.locator('.friend-status').getByText('Known', { exact: true }).waitFor()
  })

  it('shows the friend on the friend list, with count / 20 on the own list', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}/memap`)
    await page.getByRole('heading', { name: ann.name }).waitFor()
    await page.getByRole('link', { name: 'Friend list' }).click()
    await page.waitForURL(atPath('/friendlist'))
    await page.getByRole('heading', { name: `${ann.name}'s Network` }).waitFor()
    expect(await page.getByTestId('friend-count').innerText()).toBe('1 / 20')
    const row = page.getByRole('link', { name: new RegExp(bob.name) })
    expect(await row.innerText()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await row.click()
    await page.waitForURL(atPath('/memap'))
    await page.getByRole('heading', { name: bob.name }).waitFor()

    // Somebody else's list: no count.
    await page.getByRole('link', { name: 'Friend list' }).click()
    await page.getByRole('heading', { name: `${bob.name}'s Network` }).waitFor()
    await page.getByRole('link', { name: new RegExp(ann.name) }).waitFor()
    expect(await page.getByTestId('friend-count').count()).toBe(0)
  })

  it("lists the members of an emotion's network on /findnetwork", async () => {
    const { page } = bob
    await visit(bob, ann)
    await page.getByRole('link', { name: emotion.EmotionName, exact: true }).click()
    await page.waitForURL(atPath('/findnetwork'))
    await page.getByRole('heading', { name: `Network by ${emotion.EmotionName}` }).waitFor()
    const row = page.getByRole('link', { name: new RegExp(ann.name) })
    await row.waitFor()
    expect(await row.innerText()).toContain('SNV 3')
    expect(await row.innerText()).toContain('Known')
    // One member: the list has ended, so no 'load more...'.
    expect(await page.getByRole('button', { name: 'load more...' }).count()).toBe(0)

    // A reload keeps the network: the URL names it.
    await page.reload()
    await row.waitFor()
    await row.click()
    await page.waitForURL(atPath('/memap'))
    await page.getByRole('heading', { name: ann.name }).waitFor()
  })

  it('shows a visitor who is not logged in no buttons, and the banner', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${journey.server.url}/memap?user=${ann.wallet.address}`)
    await page.getByRole('heading', { name: ann.name }).waitFor()
    await page.getByText('Not a member yet?').waitFor()
    expect(await page.getByRole('button', { name: 'Send Friend Request' }).count()).toBe(0)
    await page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` }).click()
    const view = page.getByRole('dialog', { name: emotion.EmotionName })
    await view.getByText('1', { exact: true }).waitFor()
    expect(await view.getByRole('button', { name: /Cheer/ }).count()).toBe(0)
    await context.close()
  })
  // Runs last: it hides Ann's emotion from everyone else.
  it('keeps a hidden emotion to its owner, who still sees it on her page', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}/settings`)
    await page.getByRole('switch', { name: 'Show emotion details' }).uncheck()
    await page.getByRole('button', { name: 'Save & Continue' }).click()
    await page.waitForURL('**/memap')
    await page.getByRole('button', { name: `Today's emotion: ${emotion.EmotionName}` }).waitFor()
    await page.getByText('Only you see your emotion').waitFor()

    await visit(bob, ann)
    expect(await bob.page.getByTestId('emotion-pill').count()).toBe(0)
    expect(
      await bob.page.getByRole('link', { name: emotion.EmotionName, exact: true }).count(),
    ).toBe(0)
    expect(await bob.page.locator('body').innerText()).not.toContain(emotion.EmotionName)
  })
})
