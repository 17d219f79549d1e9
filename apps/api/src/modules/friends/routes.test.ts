import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'

describe('friends', () => {
  const t = useTestApp()

  const ask = (from: Member, to: Member) =>
    from.post('/v0/friends/request', {
      walletAddr: from.address,
      targetWalletAddr: to.address,
      rejection: false,
    })
  const answer = (target: Member, requester: Member, rejection: boolean) =>
    target.post('/v0/friends/response', {
      walletAddr: target.address,
      targetWalletAddr: requester.address,
      rejection,
    })
  const unfriend = (member: Member, friend: Member) =>
    member.post('/v0/friends/delete', {
      walletAddr: member.address,
      targetWalletAddr: friend.address,
    })
  const view = async (target: Member, viewer: Member) =>
    (
      await viewer.get(
        `/v0/user/info?walletAddr=${viewer.address}&targetWalletAddr=${target.address}`,
      )
    ).json().data
  const notes = async (member: Member) =>
    (await member.get(`/v0/notification/list?walletAddr=${member.address}&index=0`)).json().data
      .History
  const friendsOf = async (member: Member) =>
    (await t.app.inject({ url: `/v0/friends/list?walletAddr=${member.address}` })).json().data
  const setSvn = (member: Member, svn: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form({
        wallet_addr: member.address,
        user_name: member.name,
        open_profile: 'Y',
        svn: String(svn),
      }),
    })

  it("holds the target's SNV, and on accept makes friends both ways and pays the target", async () => {
    const alice = await registerMember(t.app)
    const bob = await registerMember(t.app)
    await setSvn(bob, 7)
    expect((await ask(alice, bob)).statusCode).toBe(200)
    expect(await alice.balance()).toBe(23)
    // A pending request shows on both profiles, whichever way it was sent.
    expect((await view(bob, alice)).FriendType).toBe(1)
    expect((await view(alice, bob)).FriendType).toBe(1)
    const [received] = await notes(bob)
    expect(received).toMatchObject({
      WhoomHistoryTypeName: 'friend_receive',
      WhoomHistoryInformation: alice.name,
      WalletAddr: alice.address,
      SelectStatus: true,
      Answer: null,
      Value: 7,
    })

    expect((await answer(bob, alice, false)).statusCode).toBe(200)
    expect(await bob.balance()).toBe(37)
    expect(await alice.balance()).toBe(23)
    const seen = await view(bob, alice)
    expect(seen.FriendType).toBe(2)
    expect(new Date(seen.FriendDate).toISOString()).toBe(seen.FriendDate)
    expect((await friendsOf(alice)).map((f: { WalletAddr: string }) => f.WalletAddr)).toEqual([
      bob.address,
    ])
    expect(await friendsOf(bob)).toMatchObject([
      { WalletAddr: alice.address, UserName: alice.name, FriendType: 2 },
    ])
    expect(
      (await notes(bob)).find(
        (n: { WhoomHistoryTypeName: string }) => n.WhoomHistoryTypeName === 'friend_receive',
      ),
    ).toMatchObject({ SelectStatus: false, Answer: 'accepted' })
    expect((await notes(alice))[0]).toMatchObject({
      WhoomHistoryTypeName: 'friend_request_accept',
      WhoomHistoryInformation: bob.name,
    })

    const again = await answer(bob, alice, false)
    expect(again.statusCode).toBe(404)
    expect(await bob.balance()).toBe(37)
  })

  it('refunds the requester in full on reject', async () => {
    const carol = await registerMember(t.app)
    const dave = await registerMember(t.app)
    await ask(carol, dave)
    expect(await carol.balance()).toBe(27)
    expect((await answer(dave, carol, true)).statusCode).toBe(200)
    expect(await carol.balance()).toBe(30)
    expect(await dave.balance()).toBe(30)
    expect((await view(dave, carol)).FriendType).toBe(0)
    expect((await notes(carol))[0]).toMatchObject({
      WhoomHistoryTypeName: 'friend_request_rejection',
      Value: 3,
    })
    expect(
      (await notes(dave)).find(
        (n: { WhoomHistoryTypeName: string }) => n.WhoomHistoryTypeName === 'friend_receive',
      ),
    ).toMatchObject({ SelectStatus: false, Answer: 'declined' })
  })

  it('refuses requests to oneself, to non-members, between friends and while one is pending', async () => {
    const erin = await registerMember(t.app)
    const fred = await registerMember(t.app)
    expect((await ask(erin, erin)).statusCode).toBe(400)
    const stranger = await erin.post('/v0/friends/request', {
      walletAddr: erin.address,
      targetWalletAddr: '0x000000000000000000000000000000000000dEaD',
    })
    expect(stranger.statusCode).toBe(404)
    const both = await Promise.all([ask(erin, fred), ask(erin, fred), ask(fred, erin)])
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
    expect((await erin.balance()) + (await fred.balance())).toBe(57)
  })

  it('answers PRODUCT.md §8’s error when the requester cannot pay', async () => {
    const gina = await registerMember(t.app)
    const rich = await registerMember(t.app)
    await setSvn(rich, 31)
    const res = await ask(gina, rich)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('failed to RequestFriend: insufficient point balance')
    expect(await gina.balance()).toBe(30)
    expect((await view(rich, gina)).FriendType).toBe(0)
    expect(await notes(rich)).toHaveLength(1)
  })

  it('charges 20 Whoom to end a friendship and tells the other side', async () => {
    const hank = await registerMember(t.app)
    const ivy = await registerMember(t.app)
    await ask(hank, ivy)
    await answer(ivy, hank, false)
    expect((await unfriend(hank, ivy)).statusCode).toBe(200)
    expect(await hank.balance()).toBe(7)
    expect(await friendsOf(ivy)).toEqual([])
    expect((await notes(ivy))[0]).toMatchObject({
      WhoomHistoryTypeName: 'friend_delete',
      WhoomHistoryInformation: hank.name,
    })
    expect((await unfriend(hank, ivy)).statusCode).toBe(404)

    await ask(hank, ivy)
    await answer(ivy, hank, false)
    const poor = await unfriend(hank, ivy)
    expect(poor.statusCode).toBe(400)
    expect(poor.json().error).toBe('insufficient point balance')
    expect((await view(ivy, hank)).FriendType).toBe(2)
  })

  it('allows at most 20 friends', async () => {
    const star = await registerMember(t.app)
    const fans = await Promise.all(Array.from({ length: 21 }, () => registerMember(t.app)))
    for (const fan of fans.slice(0, 20)) {
      expect((await ask(fan, star)).statusCode).toBe(200)
      expect((await answer(star, fan, false)).statusCode).toBe(200)
    }
    const last = fans[20] as Member
    const res = await ask(last, star)
    expect(res.statusCode).toBe(409)
    expect(await last.balance()).toBe(30)
    expect(await friendsOf(star)).toHaveLength(20)
  })
})

describe('networks behind identity tags', () => {
  const t = useTestApp()

  it('pages 10 members at a time, shuffled by seed, never repeating or skipping one', async () => {
    const viewer = await registerMember(t.app)
    const members = await Promise.all(Array.from({ length: 24 }, () => registerMember(t.app)))
    for (const member of [viewer, ...members]) {
      await member.post('/v0/emotion/user-emotion/create', {
        walletAddr: member.address,
        emotionId: 3,
        description: 'Grateful for this day',
      })
    }
    const page = async (index: number, seed = '') =>
      (
        await viewer.get(
          `/v0/friends/recommend/list?walletAddr=${viewer.address}&objectId=emotion:3&index=${index}&seed=${seed}`,
        )
      ).json().data
    const first = await page(0)
    expect(first.Seed).toMatch(/^[0-9a-f]+$/)
    const second = await page(first.Index, first.Seed)
    const third = await page(second.Index, first.Seed)
    expect([first, second, third].map((p) => p.Friends.length)).toEqual([10, 10, 4])
    const seen = [first, second, third].flatMap((p) =>
      p.Friends.map((f: { WalletAddr: string }) => f.WalletAddr),
    )
    expect(new Set(seen).size).toBe(24)
    expect(seen).not.toContain(viewer.address)
    expect(new Set(seen)).toEqual(new Set(members.map((m) => m.address)))
    expect(first.Friends[0]).toMatchObject({ Svn: 3, FriendType: 0 })

    const again = await page(0, first.Seed)
    expect(again.Friends).toEqual(first.Friends)
    const other = await page(0, `${first.Seed}0`)
    expect(other.Friends.map((f: { WalletAddr: string }) => f.WalletAddr)).not.toEqual(
      first.Friends.map((f: { WalletAddr: string }) => f.WalletAddr),
    )
  })

  it('shows each member with FriendType as the viewer sees them', async () => {
    const viewer = await registerMember(t.app)
    const [asked, asking, friend, stranger] = await Promise.all(
      Array.from({ length: 4 }, () => registerMember(t.app)),
    )
    const all = [viewer, asked, asking, friend, stranger] as Member[]
    for (const member of all) {
      await member.post('/v0/emotion/user-emotion/create', {
        walletAddr: member.address,
        emotionId: 5,
        description: 'Curious about the day',
      })
    }
    const request = (from: Member, to: Member) =>
      from.post('/v0/friends/request', {
        walletAddr: from.address,
        targetWalletAddr: to.address,
        rejection: false,
      })
    expect((await request(viewer, asked as Member)).statusCode).toBe(200)
    expect((await request(asking as Member, viewer)).statusCode).toBe(200)
    expect((await request(viewer, friend as Member)).statusCode).toBe(200)
    const accepted = await (friend as Member).post('/v0/friends/response', {
      walletAddr: (friend as Member).address,
      targetWalletAddr: viewer.address,
      rejection: false,
    })
    expect(accepted.statusCode).toBe(200)

    // As the signed-in viewer, or as a visitor (no session, nobody named).
    const page = async (as?: Member) =>
      (
        await t.app.inject({
          url: `/v0/friends/recommend/list?walletAddr=${as?.address ?? ''}&objectId=emotion:5&index=0&seed=ab`,
          headers: as ? { cookie: as.cookie } : {},
        })
      ).json().data.Friends as Array<{ WalletAddr: string; FriendType: number }>
    const types = Object.fromEntries((await page(viewer)).map((f) => [f.WalletAddr, f.FriendType]))
    expect(types).toEqual({
      [(asked as Member).address]: 1,
      [(asking as Member).address]: 1,
      [(friend as Member).address]: 2,
      [(stranger as Member).address]: 0,
    })
    // Nobody named: everyone is a stranger, the order that of the same seed.
    const anonymous = await page()
    expect(anonymous.map((f) => f.FriendType)).toEqual([0, 0, 0, 0, 0])
    expect(
      anonymous.filter((f) => f.WalletAddr !== viewer.address).map((f) => f.WalletAddr),
    ).toEqual((await page(viewer)).map((f) => f.WalletAddr))
  })

  it.each(['planet', 'constructor'])('refuses an unknown network: %s', async (network) => {
    const res = await t.app.inject({
      url: `/v0/friends/recommend/list?objectId=${network}:1&index=0`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(
      'objectId: must be a tag such as emotion:1 or badge:1, its id at most 2147483647',
    )
  })

  it('refuses a tag whose id no row can have, on every database', async () => {
    const res = await t.app.inject({
      url: '/v0/friends/recommend/list?objectId=emotion:2147483648&index=0',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^objectId: .*2147483647/)
  })
})
