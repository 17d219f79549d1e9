import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'

describe('emotions and cheers', () => {
  const t = useTestApp()
  const reason = 'A very good day indeed'

  const postEmotion = (member: Member, emotionId = 1, description = reason) =>
    member.post('/v0/emotion/user-emotion/create', {
      walletAddr: member.address,
      emotionId,
      description,
    })
  const info = (target: Member, viewer?: Member) =>
    (viewer ?? target).get(
      `/v0/user/info?walletAddr=${viewer?.address ?? ''}&targetWalletAddr=${target.address}`,
    )

  it('lists at least 12 emotions, and the hidden ones for admins', async () => {
    const visible = (await t.app.inject({ url: '/v0/emotion/list?adminStatus=false' })).json().data
    const all = (await t.app.inject({ url: '/v0/emotion/list?adminStatus=true' })).json().data
    expect(visible.length).toBeGreaterThanOrEqual(12)
    expect(all.length).toBeGreaterThan(visible.length)
    expect(visible[0]).toEqual({ EmotionId: 1, EmotionName: 'Happy' })
  })

  it('posts one emotion a day for 5 Whoom and shows it on the profile', async () => {
    const alice = await registerMember(t.app)
    const res = await postEmotion(alice)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.UserEmotionId).toMatch(/^\d+$/)
    expect(await alice.balance()).toBe(35)
    const again = await postEmotion(alice, 2)
    expect(again.statusCode).toBe(409)
    expect(await alice.balance()).toBe(35)

    const profile = (await info(alice)).json().data
    expect(profile).toMatchObject({
      EmotionPostingStatus: true,
      UserEmotion: { UserEmotionId: res.json().data.UserEmotionId, EmotionName: 'Happy' },
      IdentityGraph: [{ Type: 'emotion', Name: 'Happy', ObjectId: 'emotion:1' }],
    })
  })

  it('refuses a reason of under 10 or over 500 characters, and unknown emotions', async () => {
    const bob = await registerMember(t.app)
    const short = await postEmotion(bob, 1, 'too short')
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toBe('description: must be at least 10 characters')
    expect((await postEmotion(bob, 1, 'x'.repeat(501))).statusCode).toBe(400)
    const unknown = await postEmotion(bob, 999)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toBe('emotionId: no such emotion')
    expect((await postEmotion(bob, 15)).statusCode).toBe(400)
    expect(await bob.balance()).toBe(30)
  })

  it('hides emotion details from others when OpenProfile is off', async () => {
    const carol = await registerMember(t.app)
    const dave = await registerMember(t.app)
    const id = (await postEmotion(carol)).json().data.UserEmotionId
    const closed = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: carol.cookie },
      payload: form({
        wallet_addr: carol.address,
        user_name: carol.name,
        open_profile: 'N',
        svn: '3',
      }),
    })
    expect(closed.statusCode, closed.body).toBe(200)

    const seen = (await info(carol, dave)).json().data
    expect(seen.UserEmotion).toBeNull()
    expect(seen.IdentityGraph).toEqual([])
    expect(seen.OpenProfile).toBe(false)
    const detail = await dave.get(
      `/v0/emotion/user-emotion/info?walletAddr=${dave.address}&userEmotionId=${id}`,
    )
    expect(detail.statusCode).toBe(403)
    const own = await carol.get(
      `/v0/emotion/user-emotion/info?walletAddr=${carol.address}&userEmotionId=${id}`,
    )
    expect(own.json().data).toEqual({ Description: reason, TotalCheers: 0, CheersStatus: false })
    expect((await info(carol)).json().data.UserEmotion).not.toBeNull()
  })

  it('cheers: +2 to each side, once, never one’s own', async () => {
    const erin = await registerMember(t.app)
    const fred = await registerMember(t.app)
    const id = Number((await postEmotion(erin)).json().data.UserEmotionId)
    const cheer = (member: Member) =>
      member.post('/v0/emotion/cheers/request', { walletAddr: member.address, userEmotionId: id })

    expect((await cheer(erin)).statusCode).toBe(400)
    expect((await cheer(fred)).statusCode).toBe(200)
    expect(await fred.balance()).toBe(32)
    expect(await erin.balance()).toBe(37)
    const twice = await Promise.all([cheer(fred), cheer(fred)])
    expect(twice.map((res) => res.statusCode)).toEqual([409, 409])
    expect(await erin.balance()).toBe(37)

    const detail = await fred.get(
      `/v0/emotion/user-emotion/info?walletAddr=${fred.address}&userEmotionId=${id}`,
    )
    expect(detail.json().data).toEqual({ Description: reason, TotalCheers: 1, CheersStatus: true })
    expect((await info(erin, fred)).json().data.DailyCheers).toBe(1)
  })

  it('stops the 11th interaction of a day with 429', async () => {
    const fan = await registerMember(t.app)
    const posters = await Promise.all(Array.from({ length: 11 }, () => registerMember(t.app)))
    const ids = []
    for (const poster of posters)
      ids.push(Number((await postEmotion(poster)).json().data.UserEmotionId))
    for (const id of ids.slice(0, 10)) {
      const res = await fan.post('/v0/emotion/cheers/request', {
        walletAddr: fan.address,
        userEmotionId: id,
      })
      expect(res.statusCode).toBe(200)
    }
    const limited = await fan.post('/v0/emotion/cheers/request', {
      walletAddr: fan.address,
      userEmotionId: ids[10],
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toBe(
      'the number of daily interactions remaining has been exhausted',
    )
    expect(await fan.balance()).toBe(30 + 10 * 2)
    expect(await posters[10]?.balance()).toBe(35)
  })
})
