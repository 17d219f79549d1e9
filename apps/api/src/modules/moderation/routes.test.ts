import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

// The moderator is a wallet named in ADMIN_WALLETS, known before the app starts.
const moderatorAccount = newAccount()

describe('reports and moderation', () => {
  const t = useTestApp({ ADMIN_WALLETS: moderatorAccount.address })
  let moderatorCookie = ''
  const moderator = async () => {
    moderatorCookie ||= await signIn(t.app, moderatorAccount)
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: moderatorCookie } })
    return {
      queue: () => call('GET', `/v0/admin/reports?walletAddr=${moderatorAccount.address}`),
      resolve: (reportId: number, action: string) =>
        call('POST', '/v0/admin/reports/resolve', {
          walletAddr: moderatorAccount.address,
          reportId,
          action,
        }),
    }
  }

  const report = (from: Member, target: Member, extra: object = {}) =>
    from.post('/v0/report', {
      walletAddr: from.address,
      targetWalletAddr: target.address,
      reason: 'harassment',
      ...extra,
    })
  // The store keeps one file per image content: a size of its own gives a file of its own.
  const upload = async (member: Member, width = 40) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: await png(width, 40) }),
    })
    return Number(res.json().data.UserAlbumId)
  }

  it('takes one open report per reporter and thing, and refuses what makes no sense', async () => {
    const [amy, bob] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const first = await report(amy, bob, { details: 'Sends me the same insult daily.' })
    expect(first.json()).toEqual({ data: { ReportId: expect.any(Number) } })
    const again = await report(amy, bob)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatch(/already reported/)
    // A photo of the same member is another thing to report.
    const photo = await upload(bob)
    expect((await report(amy, bob, { albumId: photo })).statusCode).toBe(200)

    const refusals = [
      [await report(amy, amy), 400, 'cannot_report_self'],
      [await report(amy, bob, { reason: 'boring' }), 400, 'invalid_field'],
      [await report(amy, bob, { details: 'x'.repeat(501) }), 400, 'invalid_field'],
      [await report(amy, amy, { albumId: photo }), 400, 'cannot_report_self'],
      [await report(bob, amy, { albumId: photo }), 404, 'no_such_photo'],
    ] as const
    for (const [res, status, code] of refusals) {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json()).toMatchObject({ error: expect.any(String), code })
    }
  })

  it('shows the queue to moderators only, newest first', async () => {
    const [cid, dee] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    await report(cid, dee, { reason: 'spam', details: 'Links to a scam.' })
    const queue = await (await moderator()).queue()
    expect(queue.statusCode).toBe(200)
    expect(queue.json().data[0]).toEqual({
      ReportId: expect.any(Number),
      Reporter: cid.address,
      Target: dee.address,
      TargetName: dee.name,
      AlbumId: 0,
      ImageUrl: '',
      Reason: 'spam',
      Details: 'Links to a scam.',
      CreatedAt: expect.any(String),
    })
    const asMember = await cid.get(`/v0/admin/reports?walletAddr=${cid.address}`)
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json()).toEqual({
      error: 'only moderators may do this',
      code: 'moderators_only',
    })
    const session = await t.app.inject({
      url: '/v0/auth/session',
      headers: { cookie: moderatorCookie },
    })
    expect(session.json().data.moderator).toBe(true)
  })

  it('dismisses a report: nothing else changes, and the audit says who', async () => {
    const [eve, fin] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const { ReportId } = (await report(eve, fin)).json().data
    const mod = await moderator()
    expect((await mod.resolve(ReportId, 'dismiss')).json()).toEqual({ data: { Resolved: 1 } })
    expect((await mod.resolve(ReportId, 'dismiss')).statusCode).toBe(404)
    expect((await fin.get(`/v0/user/info?targetWalletAddr=${fin.address}`)).statusCode).toBe(200)
    const audit = await t.db
      .selectFrom('moderation_audit')
      .selectAll()
      .where('report_id', '=', ReportId)
      .execute()
    expect(audit).toEqual([
      expect.objectContaining({
        moderator_addr: moderatorAccount.address,
        action: 'dismiss',
        target_addr: fin.address,
      }),
    ])
  })

  it('hides a photo: gone from the album and the store, its likes and rewards kept', async () => {
    const [gus, hal, ivy] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ])
    const photo = await upload(gus, 43)
    await hal.post('/v0/albums/like/request', { walletAddr: hal.address, albumId: photo })
    const [gusBalance, halBalance] = [await gus.balance(), await hal.balance()]
    const [slot] = (await t.app.inject({ url: `/v0/albums/list?walletAddr=${gus.address}` })).json()
      .data
    const imageUrl = slot.AlbumImage as string
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200)

    const { ReportId } = (await report(ivy, gus, { albumId: photo, reason: 'sexual' })).json().data
    await report(hal, gus, { albumId: photo, reason: 'sexual' })
    const mod = await moderator()
    expect((await mod.resolve(ReportId, 'hide_photo')).json()).toEqual({ data: { Resolved: 2 } })

    expect(
      (await t.app.inject({ url: `/v0/albums/list?walletAddr=${gus.address}` })).json().data,
    ).toEqual([])
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404)
    expect([await gus.balance(), await hal.balance()]).toEqual([gusBalance, halBalance])
    // Gus's slot is free again.
    expect(await upload(gus)).toBeGreaterThan(photo)

    // An image another album shows too keeps its file.
    const shared = await upload(hal, 47)
    await upload(ivy, 47)
    const [ivySlot] = (
      await t.app.inject({ url: `/v0/albums/list?walletAddr=${ivy.address}` })
    ).json().data
    const sharedReport = (await report(gus, hal, { albumId: shared })).json().data.ReportId
    expect((await mod.resolve(sharedReport, 'hide_photo')).statusCode).toBe(200)
    expect((await t.app.inject({ url: ivySlot.AlbumImage })).statusCode).toBe(200)
    // hide_photo is for a photo.
    const profileReport = (await report(ivy, gus)).json().data.ReportId
    expect((await mod.resolve(profileReport, 'hide_photo')).statusCode).toBe(400)
  })

  it('suspends a member: sessions end, no sign-in, the profile answers 404, lists leave them out', async () => {
    const [jay, kit] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    await jay.post('/v0/friends/request', {
      walletAddr: jay.address,
      targetWalletAddr: kit.address,
      rejection: false,
    })
    await kit.post('/v0/friends/response', {
      walletAddr: kit.address,
      targetWalletAddr: jay.address,
      rejection: false,
    })
    const { ReportId } = (await report(kit, jay, { reason: 'violence' })).json().data
    expect((await (await moderator()).resolve(ReportId, 'suspend')).statusCode).toBe(200)

    expect((await jay.get('/v0/auth/session')).statusCode).toBe(401)
    await expect(signIn(t.app, jay.account)).rejects.toThrow(/this wallet is suspended/)
    expect((await kit.get(`/v0/user/info?targetWalletAddr=${jay.address}`)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ url: `/v0/friends/list?walletAddr=${kit.address}` })).json().data,
    ).toEqual([])
    const asked = await kit.post('/v0/report', {
      walletAddr: kit.address,
      targetWalletAddr: jay.address,
      reason: 'spam',
    })
    expect(asked.statusCode).toBe(404)
  })

  it('refuses a moderator action to anyone else', async () => {
    const [lee, max] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const { ReportId } = (await report(lee, max)).json().data
    const res = await lee.post('/v0/admin/reports/resolve', {
      walletAddr: lee.address,
      reportId: ReportId,
      action: 'suspend',
    })
    expect(res.statusCode).toBe(403)
    expect((await max.get('/v0/auth/session')).statusCode).toBe(200)
  })
})
