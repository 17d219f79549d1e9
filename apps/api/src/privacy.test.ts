import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './test/app.ts'
import { form } from './test/forms.ts'
import { type Member, registerMember } from './test/members.ts'

// docs/PRIVACY.md, "Who sees what": each row of its table, for each kind of viewer.

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'memap-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>MeMap</title></head><body></body></html>',
)

type Viewer = 'stranger' | 'member' | 'friend' | 'owner'
const VIEWERS: Viewer[] = ['stranger', 'member', 'friend', 'owner']

describe('who sees what of a member who keeps emotion details private', () => {
  const t = useTestApp({ WEB_DIST: webDist })
  let members: Record<Exclude<Viewer, 'stranger'>, Member>
  /** Posts today's emotion as another member with it shown, so a network is not empty anyway. */
  let open: Member
  let emotion: { id: number; name: string }
  let userEmotionId: string

  const get = (viewer: Viewer, url: string) =>
    viewer === 'stranger' ? t.app.inject({ url }) : members[viewer].get(url)
  const as = (viewer: Viewer) => (viewer === 'stranger' ? '' : members[viewer].address)

  async function postEmotion(member: Member) {
    const res = await member.post('/v0/emotion/user-emotion/create', {
      walletAddr: member.address,
      emotionId: emotion.id,
      description: 'A reason only I should read.',
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.UserEmotionId as string
  }

  it('sets up: an owner with emotion details off, a friend, another member', async () => {
    const [owner, friend, member] = [
      await registerMember(t.app, 'Private Owner'),
      await registerMember(t.app, 'Their Friend'),
      await registerMember(t.app, 'Some Member'),
    ]
    members = { owner, friend, member }
    open = await registerMember(t.app, 'Open Poster')
    const list = (await t.app.inject({ url: '/v0/emotion/list?adminStatus=false' })).json().data
    emotion = { id: list[0].EmotionId, name: list[0].EmotionName }
    userEmotionId = await postEmotion(owner)
    await postEmotion(open)
    const update = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: owner.cookie },
      payload: form({
        wallet_addr: owner.address,
        user_name: owner.name,
        user_description: 'Hello',
        open_profile: 'N',
        svn: '3',
      }),
    })
    expect(update.statusCode, update.body).toBe(200)
    const ask = await friend.post('/v0/friends/request', {
      walletAddr: friend.address,
      targetWalletAddr: owner.address,
      rejection: false,
    })
    expect(ask.statusCode, ask.body).toBe(200)
    const accept = await owner.post('/v0/friends/response', {
      walletAddr: owner.address,
      targetWalletAddr: friend.address,
      rejection: false,
    })
    expect(accept.statusCode, accept.body).toBe(200)
  })

  it.each(VIEWERS)('user/info: the emotion and its identity tag, to the %s', async (viewer) => {
    const { owner } = members
    const data = (
      await get(viewer, `/v0/user/info?walletAddr=${as(viewer)}&targetWalletAddr=${owner.address}`)
    ).json().data
    // Every viewer sees that an emotion was posted, not which.
    expect(data.EmotionPostingStatus).toBe(true)
    const emotionTags = data.IdentityGraph.filter((tag: { Type: string }) => tag.Type === 'emotion')
    if (viewer === 'owner') {
      expect(data.UserEmotion).toMatchObject({ EmotionName: emotion.name })
      expect(emotionTags).toHaveLength(1)
    } else {
      expect(data.UserEmotion).toBeNull()
      expect(emotionTags).toEqual([])
      expect(JSON.stringify(data)).not.toContain(emotion.name)
    }
  })

  it.each(VIEWERS)('emotion/user-emotion/info: the reason, to the %s', async (viewer) => {
    const res = await get(
      viewer,
      `/v0/emotion/user-emotion/info?walletAddr=${as(viewer)}&userEmotionId=${userEmotionId}`,
    )
    if (viewer === 'owner') {
      expect(res.json().data.Description).toBe('A reason only I should read.')
    } else {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        error: 'this member keeps emotion details private',
        code: 'emotion_private',
      })
    }
  })

  it.each(VIEWERS)('the network of that emotion (/findnetwork), to the %s', async (viewer) => {
    const res = await get(
      viewer,
      `/v0/friends/recommend/list?walletAddr=${as(viewer)}&objectId=emotion:${emotion.id}&index=0`,
    )
    const wallets = res
      .json()
      .data.Friends.map((friend: { WalletAddr: string }) => friend.WalletAddr)
    expect(wallets).not.toContain(members.owner.address)
    expect(wallets).toContain(open.address)
  })

  it.each(['member', 'friend'] as const)(
    'a cheer from the %s is refused and pays nothing',
    async (viewer) => {
      const cheerer = members[viewer]
      const before = [await cheerer.balance(), await members.owner.balance()]
      const res = await cheerer.post('/v0/emotion/cheers/request', {
        walletAddr: cheerer.address,
        userEmotionId: Number(userEmotionId),
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        error: 'this member keeps emotion details private',
        code: 'emotion_private',
      })
      expect([await cheerer.balance(), await members.owner.balance()]).toEqual(before)
    },
  )

  it.each(VIEWERS)('the shared page and its link preview, to the %s', async (viewer) => {
    const url = `/memap?user=${members.owner.address}`
    const page =
      viewer === 'stranger' ? await t.app.inject({ url }) : await members[viewer].get(url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<meta property="og:title" content="Private Owner · MeMap" />')
    if (viewer === 'owner') expect(page.body).toContain(emotion.name)
    else expect(page.body).not.toContain(emotion.name)
  })

  it.each(VIEWERS)("the owner's balance, history and news, to the %s", async (viewer) => {
    const { owner } = members
    for (const url of [
      `/v0/point/check-user?walletAddr=${owner.address}`,
      `/v0/point/history/list?walletAddr=${owner.address}&index=0`,
      `/v0/notification/list?walletAddr=${owner.address}&index=0`,
      `/v0/notification/unread-count?walletAddr=${owner.address}`,
      `/v0/auth/sessions?walletAddr=${owner.address}`,
      `/v0/badge/user/list/pending?walletAddr=${owner.address}`,
    ]) {
      const res = await get(viewer, url)
      expect(res.statusCode, url).toBe(
        { stranger: 401, member: 403, friend: 403, owner: 200 }[viewer],
      )
    }
  })

  it.each(VIEWERS)(
    'what everyone sees: the card, friends, album and badges, to the %s',
    async (viewer) => {
      const { owner, friend } = members
      const info = (await get(viewer, `/v0/user/info?targetWalletAddr=${owner.address}`)).json()
        .data
      expect(info).toMatchObject({
        Name: 'Private Owner',
        Description: 'Hello',
        OpenProfile: false,
      })
      const friends = (await get(viewer, `/v0/friends/list?walletAddr=${owner.address}`)).json()
        .data
      expect(friends.map((row: { WalletAddr: string }) => row.WalletAddr)).toEqual([friend.address])
      for (const url of [
        `/v0/albums/list?walletAddr=${owner.address}`,
        `/v0/badge/user/list/have?walletAddr=${owner.address}`,
      ]) {
        expect((await get(viewer, url)).statusCode, url).toBe(200)
      }
    },
  )

  it.each(VIEWERS)('finding the owner by name (user/search), as the %s', async (viewer) => {
    const found = async (q: string) => {
      const res = await get(
        viewer,
        `/v0/user/search?walletAddr=${as(viewer)}&q=${encodeURIComponent(q)}&index=0`,
      )
      if (viewer === 'stranger') {
        expect(res.statusCode).toBe(401)
        return undefined
      }
      return res
        .json()
        .data.Members.map((m: { WalletAddr: string; FriendType: number }) => [
          m.WalletAddr,
          m.FriendType,
        ])
    }
    const { owner } = members
    const expected = {
      stranger: undefined,
      member: [[owner.address, 0]],
      friend: [[owner.address, 2]],
      owner: [],
    }[viewer]
    // Private emotion details hide nothing of the name.
    expect(await found('private owner')).toEqual(expected)
    expect(await found('owner')).toEqual(expected)
  })

  // Last: it leaves a block between the member and the owner.
  it("Blocked: each viewer learns only of their own block, and the owner of nobody's", async () => {
    const { owner, member } = members
    const blocked = async (viewer: Viewer) =>
      (
        await get(
          viewer,
          `/v0/user/info?walletAddr=${as(viewer)}&targetWalletAddr=${owner.address}`,
        )
      ).json().data.Blocked
    await member.post('/v0/block', { walletAddr: member.address, targetWalletAddr: owner.address })
    expect(await Promise.all(VIEWERS.map(blocked))).toEqual([false, true, false, false])
    const ownerSeesMember = await owner.get(
      `/v0/user/info?walletAddr=${owner.address}&targetWalletAddr=${member.address}`,
    )
    expect(ownerSeesMember.json().data.Blocked).toBe(false)
    // Neither finds the other any more, whoever blocked.
    const search = (viewer: Member, q: string) =>
      viewer.get(`/v0/user/search?walletAddr=${viewer.address}&q=${encodeURIComponent(q)}`)
    expect((await search(member, 'Private Owner')).json().data.Members).toEqual([])
    expect((await search(owner, 'Some Member')).json().data.Members).toEqual([])
    expect((await search(members.friend, 'Some Member')).json().data.Members).toHaveLength(1)
  })
})
