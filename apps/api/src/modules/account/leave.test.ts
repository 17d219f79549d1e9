import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { MODULES } from '../../module-list.ts'
import { auditLedger } from '../../ops/ledger-audit.ts'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { signIn } from '../../test/sign-in.ts'
import { walletTables } from './wallet-tables.ts'

describe('leaving MeMap', () => {
  const t = useTestApp()

  const pair = (from: Member, to: Member) => ({
    walletAddr: from.address,
    targetWalletAddr: to.address,
    rejection: false,
  })

  it('removes the profile, its photos, friendships and sessions, refunds requests, keeps the ledger', async () => {
    const [ann, ben, cal] = await Promise.all([
      registerMember(t.app, 'Ann Leaving'),
      registerMember(t.app),
      registerMember(t.app),
    ])
    await t.worker.drain()
    const tokenId = (await ann.get(`/v0/user/info?targetWalletAddr=${ann.address}`)).json().data
      .TokenId
    expect(tokenId).not.toBe('')
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: ann.cookie },
      payload: form({ walletAddr: ann.address }, { bytes: await png(61, 40) }),
    })
    const photo = (await t.app.inject({ url: `/v0/albums/list?walletAddr=${ann.address}` })).json()
      .data[0].AlbumImage as string
    expect(upload.statusCode).toBe(200)
    await ann.post('/v0/friends/request', pair(ann, ben))
    await ben.post('/v0/friends/response', pair(ben, ann))
    const calBefore = await cal.balance()
    await cal.post('/v0/friends/request', pair(cal, ann))
    expect(await cal.balance()).toBeLessThan(calBefore)

    const res = await ann.post('/v0/account/delete', { walletAddr: ann.address })
    expect(res.json()).toEqual({ data: true })

    expect((await ann.get('/v0/auth/session')).statusCode).toBe(401)
    expect((await ben.get(`/v0/user/info?targetWalletAddr=${ann.address}`)).statusCode).toBe(404)
    expect((await t.app.inject({ url: photo })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ url: `/v0/friends/list?walletAddr=${ben.address}` })).json().data,
    ).toEqual([])
    expect(await cal.balance()).toBe(calBefore)
    // The name is free again; every balance is still the sum of its ledger.
    const taken = await t.app.inject({ url: '/v0/profile/checkUsername?user_name=Ann Leaving' })
    expect(taken.json().data).toBe('does not have duplicate user')
    expect(await auditLedger(t.db)).toEqual([])
    // Every table a module's declaration says leaving empties holds nothing of the wallet.
    for (const [table, entry] of Object.entries(walletTables(MODULES))) {
      if (entry === 'no wallet' || !('removes' in entry.leave)) continue
      for (const column of entry.leave.removes) {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${ann.address}`.execute(
          t.db,
        )
        expect(Number(rows[0]?.n), `${table}.${column}`).toBe(0)
      }
    }

    // Joining again: a new profile, the same NFT, no second mint and no second reward.
    const cookie = await signIn(t.app, ann.account)
    const again = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: ann.address, user_name: 'Ann Again' }),
    })
    expect(again.statusCode, again.body).toBe(200)
    const info = (
      await t.app.inject({
        url: `/v0/user/info?targetWalletAddr=${ann.address}`,
        headers: { cookie },
      })
    ).json().data
    expect(info).toMatchObject({ Name: 'Ann Again', TokenId: tokenId, FriendType: 0 })
    const mints = await t.db
      .selectFrom('chain_jobs')
      .select('id')
      .where('kind', '=', 'mint_nft')
      .where('wallet_addr', '=', ann.address)
      .execute()
    expect(mints).toHaveLength(1)
  })

  it('is the owner’s alone, and only for a member', async () => {
    const [dee, eve] = await Promise.all([registerMember(t.app), registerMember(t.app)])
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v0/account/delete',
          payload: { walletAddr: dee.address },
        })
      ).statusCode,
    ).toBe(401)
    expect((await eve.post('/v0/account/delete', { walletAddr: dee.address })).statusCode).toBe(403)
    expect((await dee.post('/v0/account/delete', { walletAddr: dee.address })).statusCode).toBe(200)
    const cookie = await signIn(t.app, dee.account)
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v0/account/delete',
      headers: { cookie },
      payload: { walletAddr: dee.address },
    })
    expect(twice.statusCode).toBe(404)
  })
})
