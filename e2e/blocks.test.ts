import type { PublicConfig } from '@memap/shared/config'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { apiMember, cheer, firstEmotion, postEmotion } from './support/interactions.ts'
import { callApi, publicConfig } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'
import { type RunningServer, startServer } from './support/server.ts'

// A member stops someone who bothers them, from that person's profile, and changes their mind
// in /settings.
describe('blocking, in a real browser', () => {
  let server: RunningServer
  let browser: Browser
  let config: PublicConfig
  let bea: Member

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    config = await publicConfig(server)
    bea = await signedInMember({ server, browser, config }, 'Bea')
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('blocks from the profile: the request is refunded, cheers are refused; unblocks in settings', async () => {
    const { page } = bea
    const beaActor = { name: bea.name, address: bea.wallet.address, cookie: bea.cookie }
    const emotion = await postEmotion(server, beaActor, (await firstEmotion(server)).EmotionId)
    const al = await apiMember(server, config, 'Al')
    const balanceOfAl = async () =>
      (
        (await (
          await callApi(server, `/point/check-user?walletAddr=${al.address}`, { cookie: al.cookie })
        ).json()) as { data: { Value: number } }
      ).data.Value
    const before = await balanceOfAl()
    const asked = await callApi(server, '/friends/request', {
      cookie: al.cookie,
      body: { walletAddr: al.address, targetWalletAddr: beaActor.address, rejection: false },
    })
    expect(asked.status).toBe(200)

    await page.goto(`${server.url}/memap?user=${al.address}`)
    await page.getByRole('heading', { name: al.name }).waitFor()
    await page.getByRole('button', { name: 'More' }).click()
    await page.getByRole('dialog', { name: al.name }).getByRole('button', { name: 'Block' }).click()
    const confirm = page.getByRole('dialog', { name: `Block ${al.name}?` })
    await confirm.getByRole('button', { name: 'Block' }).click()
    await page.getByText('You blocked this member.').waitFor()

    // Al's request was cancelled and refunded; Al can no longer cheer Bea.
    expect(await balanceOfAl()).toBe(before)
    const refused = await cheer(server, al, emotion)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'you cannot interact with this member' })

    // In /settings, Bea changes her mind.
    await page.goto(`${server.url}/settings`)
    const blocked = page.getByRole('region', { name: 'Blocked members' })
    await blocked.getByText(al.name).waitFor()
    await blocked.getByRole('button', { name: `Unblock ${al.name}` }).click()
    await blocked.getByText('You block nobody.').waitFor()

    await page.goto(`${server.url}/memap?user=${al.address}`)
    await page.getByRole('heading', { name: al.name }).waitFor()
    expect(await page.getByText('You blocked this member.').count()).toBe(0)
    expect((await cheer(server, al, emotion)).status).toBe(200)
  })
})
