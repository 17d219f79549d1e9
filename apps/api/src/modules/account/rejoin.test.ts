import { ECONOMY } from '@memap/shared/economy'
import { describe, expect, it } from 'vitest'
import { auditLedger } from '../../ops/ledger-audit.ts'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember, signedInMember } from '../../test/members.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

// The economy's rules are keyed to the wallet, and hold across leaving and joining again
// (PRODUCT.md §12): the join reward once ever, one paid emotion a Seoul day, the Top 9 bonus once,
// and no upload paid for a slot whose photo leaving removed without the delete's −10.
describe('leaving and joining again', () => {
  const t = useTestApp()

  const upload = async (member: Member) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: await png(9, 9), type: 'image/png' }),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { UserAlbumId: number; Reward: number }
  }
  const postEmotion = async (member: Member) => {
    const res = await member.post('/v0/emotion/user-emotion/create', {
      walletAddr: member.address,
      emotionId: 3,
      description: 'Another day, another feeling',
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.Reward as number
  }
  const leave = async (member: Member) =>
    expect(
      (await member.post('/v0/account/delete', { walletAddr: member.address })).statusCode,
    ).toBe(200)
  /** Joins again with the same wallet: a new session and a new MeMap. */
  async function rejoin(member: Member, name: string): Promise<[Member, number]> {
    const cookie = await signIn(t.app, member.account)
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: member.address, user_name: name }),
    })
    expect(res.statusCode, res.body).toBe(200)
    return [signedInMember(t.app, member.account, name, cookie), res.json().data.Reward]
  }

  it('pays nothing twice, and the screen is told what was paid', async () => {
    let leaver = await registerMember(t.app, 'Lea Leaver')
    expect(await leaver.balance()).toBe(ECONOMY.mintReward)
    expect(await postEmotion(leaver)).toBe(ECONOMY.emotionReward)
    const rewards = []
    for (let i = 0; i < 9; i++) rewards.push((await upload(leaver)).Reward)
    expect(rewards.reduce((a, b) => a + b)).toBe(9 * 5 + ECONOMY.albumCompleteReward)
    const earned = 30 + 5 + 45 + 15
    expect(await leaver.balance()).toBe(earned)

    await leave(leaver)
    const [again, reward] = await rejoin(leaver, 'Lea Again')
    leaver = again
    expect(reward).toBe(0)
    expect(await leaver.balance()).toBe(earned)
    // The same Seoul day: the emotion is posted, and paid nothing.
    expect(await postEmotion(leaver)).toBe(0)
    for (let i = 0; i < 9; i++) expect((await upload(leaver)).Reward).toBe(0)
    expect(await leaver.balance()).toBe(earned)
    // A delete is charged, and gives one slot's reward back, as for a member who stayed.
    const photos = (await leaver.get(`/v0/albums/list?walletAddr=${leaver.address}`)).json().data
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v0/albums/delete',
      headers: { cookie: leaver.cookie },
      payload: { walletAddr: leaver.address, userAlbumId: photos[0].UserAlbumId },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await upload(leaver)).Reward).toBe(ECONOMY.albumUploadReward)
    expect(await leaver.balance()).toBe(earned - 10 + 5)
    expect(await auditLedger(t.db)).toEqual([])
  })

  it('tells a wallet before it joins what joining pays it: 30 Whoom once, then nothing', async () => {
    const joinRewardOf = async (cookie: string, walletAddr: string) => {
      const res = await t.app.inject({
        url: `/v0/profile/join-reward?walletAddr=${walletAddr}`,
        headers: { cookie },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.Reward as number
    }
    const newcomer = newAccount()
    expect(await joinRewardOf(await signIn(t.app, newcomer), newcomer.address)).toBe(30)

    const leaver = await registerMember(t.app, 'Jo Joiner')
    await leave(leaver)
    const cookie = await signIn(t.app, leaver.account)
    expect(await joinRewardOf(cookie, leaver.address)).toBe(0)
    // Asked for another wallet, the session's answers nothing of it.
    const other = await t.app.inject({
      url: `/v0/profile/join-reward?walletAddr=${newcomer.address}`,
      headers: { cookie },
    })
    expect(other.statusCode).toBe(403)
  })

  it('earns a leaver no more than a member who stayed could', async () => {
    const stayer = await registerMember(t.app, 'Sam Stayer')
    let leaver = await registerMember(t.app, 'Lou Leaver')
    for (let i = 0; i < 4; i++) {
      await upload(stayer)
      await upload(leaver)
    }
    // The leaver leaves (the four photos go, uncharged) and fills nine slots again; the stayer
    // keeps the four and adds five. Both hold nine photos; the leaver is not ahead.
    await leave(leaver)
    ;[leaver] = await rejoin(leaver, 'Lou Again')
    for (let i = 0; i < 9; i++) await upload(leaver)
    for (let i = 0; i < 5; i++) await upload(stayer)
    expect(await leaver.balance()).toBe(await stayer.balance())
  })

  it('lifts no block: a member blocked before leaving is blocked after joining again', async () => {
    const blocker = await registerMember(t.app, 'Bea Blocker')
    let blocked = await registerMember(t.app, 'Ben Blocked')
    const block = await blocker.post('/v0/block', {
      walletAddr: blocker.address,
      targetWalletAddr: blocked.address,
    })
    expect(block.statusCode, block.body).toBe(200)
    await leave(blocked)
    ;[blocked] = await rejoin(blocked, 'Ben Again')
    const request = await blocked.post('/v0/friends/request', {
      walletAddr: blocked.address,
      targetWalletAddr: blocker.address,
      rejection: false,
    })
    expect(request.statusCode).toBe(403)
    expect(request.json().error).toBe('you cannot interact with this member')
    const list = (await blocker.get(`/v0/block/list?walletAddr=${blocker.address}`)).json().data
    expect(list.map((row: { WalletAddr: string }) => row.WalletAddr)).toEqual([blocked.address])
  })

  it('pays one upload of two that race for the last paid slot', async () => {
    let racer = await registerMember(t.app, 'Rae Racer')
    for (let i = 0; i < 8; i++) await upload(racer)
    await leave(racer)
    ;[racer] = await rejoin(racer, 'Rae Again')
    const before = await racer.balance()
    const raced = await Promise.all([upload(racer), upload(racer), upload(racer)])
    expect(raced.map((answer) => answer.Reward).sort()).toEqual([0, 0, ECONOMY.albumUploadReward])
    expect(await racer.balance()).toBe(before + ECONOMY.albumUploadReward)
  })
})
