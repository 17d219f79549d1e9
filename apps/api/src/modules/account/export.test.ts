import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { registerMember } from '../../test/members.ts'

describe('a member’s export', () => {
  const t = useTestApp()

  it('holds everything the server keeps about the wallet, and nothing of others or of secrets', async () => {
    const [ann, ben, cal, dot] = await Promise.all([
      registerMember(t.app, 'Ann Export'),
      registerMember(t.app, 'Ben Export'),
      registerMember(t.app, 'Cal Export'),
      registerMember(t.app, 'Dot Export'),
    ])
    const emotion = (
      await ann.post('/v0/emotion/user-emotion/create', {
        walletAddr: ann.address,
        emotionId: 2,
        description: 'The reason only I may download',
      })
    ).json().data.UserEmotionId
    await ben.post('/v0/emotion/cheers/request', {
      walletAddr: ben.address,
      userEmotionId: emotion,
    })
    const photo = (
      await t.app.inject({
        method: 'PUT',
        url: '/v0/albums/upload',
        headers: { cookie: ann.cookie },
        payload: form({ walletAddr: ann.address }, { bytes: await png(48, 48) }),
      })
    ).json().data.UserAlbumId
    await ben.post('/v0/albums/like/request', { walletAddr: ben.address, albumId: photo })
    const pair = (from: typeof ann, to: typeof ann) => ({
      walletAddr: from.address,
      targetWalletAddr: to.address,
      rejection: false,
    })
    await ann.post('/v0/friends/request', pair(ann, cal))
    await cal.post('/v0/friends/response', pair(cal, ann))
    await ann.post('/v0/friends/request', pair(ann, ben))
    await ann.post('/v0/block', { walletAddr: ann.address, targetWalletAddr: dot.address })

    const res = await ann.get(`/v0/account/export?walletAddr=${ann.address}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="memap-${ann.address}.json"`,
    )
    const data = res.json().data
    expect(data.WalletAddr).toBe(ann.address)
    expect(data.Profile).toMatchObject({ Name: 'Ann Export', Svn: 3, OpenProfile: true })
    expect(data.LinkedAccounts).toEqual({ X: '', Telegram: '' })
    expect(data.Sessions).toEqual([expect.objectContaining({ Ended: false })])
    expect(data.Emotions).toEqual([
      expect.objectContaining({ Reason: 'The reason only I may download', Cheers: 1 }),
    ])
    expect(data.CheersGiven).toEqual([])
    expect(data.Friends).toEqual([{ WalletAddr: cal.address, Since: expect.any(String) }])
    expect(
      data.FriendRequests.map((row: { To: string; Status: string }) => [row.To, row.Status]),
    ).toEqual([
      [cal.address, 'accepted'],
      [ben.address, 'pending'],
    ])
    expect(data.Blocked).toEqual([{ WalletAddr: dot.address, BlockedAt: expect.any(String) }])
    expect(data.Album).toEqual([
      expect.objectContaining({
        UserAlbumId: Number(photo),
        Likes: 1,
        ImageUrl: expect.stringMatching(/^\/v0\/images\//),
      }),
    ])
    expect(data.Points.Balance).toBe(await ann.balance())
    const sum = data.Points.History.reduce(
      (total: number, row: { Amount: number }) => total + row.Amount,
      0,
    )
    expect(sum).toBe(data.Points.Balance)
    expect(data.Notifications.length).toBeGreaterThanOrEqual(data.Points.History.length - 1)

    // Nothing of Ben's own, and no secret of the session.
    expect(res.body).not.toContain(ben.cookie.split('=')[1])
    expect(res.body).not.toContain(ann.cookie.split('=')[1])
    const benExport = (await ben.get(`/v0/account/export?walletAddr=${ben.address}`)).json().data
    expect(benExport.CheersGiven).toEqual([expect.objectContaining({ To: ann.address })])
    expect(JSON.stringify(benExport)).not.toContain('The reason only I may download')
  })

  it('is the owner’s alone', async () => {
    const [eve, fay] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const url = `/v0/account/export?walletAddr=${eve.address}`
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    expect((await fay.get(url)).statusCode).toBe(403)
  })
})
