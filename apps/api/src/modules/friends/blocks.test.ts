import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'

const REFUSAL = 'you cannot interact with this member'

describe('blocking a member', () => {
  const t = useTestApp()

  const block = (member: Member, target: Member, route = '/v0/block') =>
    member.post(route, { walletAddr: member.address, targetWalletAddr: target.address })
  const ask = (from: Member, to: Member) =>
    from.post('/v0/friends/request', {
      walletAddr: from.address,
      targetWalletAddr: to.address,
      rejection: false,
    })
  const accept = (target: Member, requester: Member) =>
    target.post('/v0/friends/response', {
      walletAddr: target.address,
      targetWalletAddr: requester.address,
      rejection: false,
    })
  const postEmotion = async (member: Member, emotionId = 4) =>
    Number(
      (
        await member.post('/v0/emotion/user-emotion/create', {
          walletAddr: member.address,
          emotionId,
          description: 'Something worth a cheer',
        })
      ).json().data.UserEmotionId,
    )
  const cheer = (member: Member, userEmotionId: number) =>
    member.post('/v0/emotion/cheers/request', { walletAddr: member.address, userEmotionId })
  const uploadPhoto = async (member: Member) =>
    Number(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/v0/albums/upload',
          headers: { cookie: member.cookie },
          payload: form({ walletAddr: member.address }, { bytes: await png(64, 64) }),
        })
      ).json().data.UserAlbumId,
    )
  const like = (member: Member, albumId: number) =>
    member.post('/v0/albums/like/request', { walletAddr: member.address, albumId })
  const profileAs = async (viewer: Member, target: Member) =>
    (
      await viewer.get(
        `/v0/user/info?walletAddr=${viewer.address}&targetWalletAddr=${target.address}`,
      )
    ).json().data
  const notifications = async (member: Member) =>
    (await member.get(`/v0/notification/list?walletAddr=${member.address}&index=0`)).json().data
      .History as Array<{ WhoomHistoryTypeName: string; SelectStatus: boolean }>

  it('refuses requests, cheers and likes between the two, whoever blocked', async () => {
    const [ann, ben] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const [annEmotion, benEmotion] = await Promise.all([postEmotion(ann), postEmotion(ben)])
    const [annPhoto, benPhoto] = await Promise.all([uploadPhoto(ann), uploadPhoto(ben)])
    expect((await block(ann, ben)).json()).toEqual({ data: true })

    for (const [from, to, emotion, photo] of [
      [ann, ben, benEmotion, benPhoto],
      [ben, ann, annEmotion, annPhoto],
    ] as const) {
      for (const res of [
        await ask(from, to),
        await cheer(from, emotion),
        await like(from, photo),
      ]) {
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ error: REFUSAL, code: 'blocked' })
      }
    }
  })

  it('ends a friendship without the delete fee, and tells the blocked member nothing', async () => {
    const [cat, dan] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    expect((await ask(cat, dan)).statusCode).toBe(200)
    expect((await accept(dan, cat)).statusCode).toBe(200)
    const [catBefore, danBefore] = [await cat.balance(), await dan.balance()]
    const danNews = (await notifications(dan)).length

    expect((await block(cat, dan)).statusCode).toBe(200)
    expect([await cat.balance(), await dan.balance()]).toEqual([catBefore, danBefore])
    expect((await profileAs(cat, dan)).FriendType).toBe(0)
    expect((await profileAs(dan, cat)).FriendType).toBe(0)
    expect(await notifications(dan)).toHaveLength(danNews)
    // The blocker sees the block on the profile; the blocked member does not.
    expect((await profileAs(cat, dan)).Blocked).toBe(true)
    expect((await profileAs(dan, cat)).Blocked).toBe(false)
  })

  it('tells each of the two that they cannot interact, and nobody else', async () => {
    const [gus, hil, ivy] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ])
    expect((await profileAs(gus, hil)).BlockedEitherWay).toBe(false)
    expect((await block(gus, hil)).statusCode).toBe(200)
    // Both ways, as the refusal itself: the blocked member learns no more than a refusal says.
    expect((await profileAs(gus, hil)).BlockedEitherWay).toBe(true)
    expect((await profileAs(hil, gus)).BlockedEitherWay).toBe(true)
    expect((await profileAs(hil, gus)).Blocked).toBe(false)
    // Others, a visitor and the owners themselves see no block.
    expect((await profileAs(ivy, gus)).BlockedEitherWay).toBe(false)
    expect((await profileAs(ivy, hil)).BlockedEitherWay).toBe(false)
    expect((await profileAs(gus, gus)).BlockedEitherWay).toBe(false)
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/v0/user/info?walletAddr=&targetWalletAddr=${hil.address}`,
    })
    expect(visitor.json().data.BlockedEitherWay).toBe(false)
    expect(
      (await gus.post('/v0/unblock', { walletAddr: gus.address, targetWalletAddr: hil.address }))
        .statusCode,
    ).toBe(200)
    expect((await profileAs(hil, gus)).BlockedEitherWay).toBe(false)
  })

  it('cancels a request pending either way with its full refund', async () => {
    const [eve, fay] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const before = await eve.balance()
    expect((await ask(eve, fay)).statusCode).toBe(200)
    expect(await eve.balance()).toBeLessThan(before)
    const eveNews = (await notifications(eve)).length

    // The target blocks the one who asked.
    expect((await block(fay, eve)).statusCode).toBe(200)
    expect(await eve.balance()).toBe(before)
    expect(await notifications(eve)).toHaveLength(eveNews)
    // Fay's request is no longer waiting for an answer.
    const request = (await notifications(fay)).find(
      (entry) => entry.WhoomHistoryTypeName === 'friend_receive',
    )
    expect(request?.SelectStatus).toBe(false)
    expect((await accept(fay, eve)).statusCode).toBe(404)
  })

  it('keeps each out of the other’s recommendations, and no one else’s', async () => {
    const [gil, hal, ida] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ])
    for (const member of [gil, hal, ida]) await postEmotion(member, 7)
    const network = async (viewer: Member) =>
      (
        (
          await viewer.get(
            `/v0/friends/recommend/list?walletAddr=${viewer.address}&objectId=emotion:7&index=0&seed=ab`,
          )
        ).json().data.Friends as Array<{ WalletAddr: string }>
      ).map((friend) => friend.WalletAddr)
    expect(await network(gil)).toContain(hal.address)
    expect((await block(hal, gil)).statusCode).toBe(200)
    expect(await network(gil)).not.toContain(hal.address)
    expect(await network(hal)).not.toContain(gil.address)
    expect(await network(ida)).toEqual(expect.arrayContaining([gil.address, hal.address]))
  })

  it('lists the blocked members, unblocks, and refuses what makes no sense', async () => {
    const [jon, kim] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    expect((await block(jon, kim)).statusCode).toBe(200)
    // Twice changes nothing.
    expect((await block(jon, kim)).statusCode).toBe(200)
    const list = await jon.get(`/v0/block/list?walletAddr=${jon.address}`)
    expect(list.json().data).toEqual([
      {
        WalletAddr: kim.address,
        UserName: kim.name,
        ProfileImage: expect.any(String),
        BlockedAt: expect.any(String),
      },
    ])
    expect((await block(jon, kim, '/v0/unblock')).statusCode).toBe(200)
    expect((await jon.get(`/v0/block/list?walletAddr=${jon.address}`)).json().data).toEqual([])
    expect((await ask(kim, jon)).statusCode).toBe(200)

    const again = await block(jon, kim, '/v0/unblock')
    expect(again.statusCode).toBe(404)
    expect((await block(jon, jon)).statusCode).toBe(400)
    const stranger = await jon.post('/v0/block', {
      walletAddr: jon.address,
      targetWalletAddr: '0x000000000000000000000000000000000000dEaD',
    })
    expect(stranger.statusCode).toBe(404)
  })
})
