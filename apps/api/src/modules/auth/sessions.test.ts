import { SESSION_ENDED } from '@memap/shared/session-end'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { openEventStream } from '../../test/event-stream.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

describe('a member’s sessions', () => {
  const t = useTestApp()

  /** One wallet signed in on two devices, and the calls each device makes. */
  async function twoDevices() {
    const account = newAccount()
    const phone = await signIn(t.app, account, { 'user-agent': 'Phone browser' })
    const laptop = await signIn(t.app, account, { 'user-agent': 'Laptop browser' })
    const wallet = account.address
    const as = (cookie: string) => ({
      list: () =>
        t.app.inject({ url: `/v0/auth/sessions?walletAddr=${wallet}`, headers: { cookie } }),
      revoke: (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/v0/auth/sessions/revoke',
          headers: { cookie },
          payload: { walletAddr: wallet, ...payload },
        }),
      whoAmI: () => t.app.inject({ url: '/v0/auth/session', headers: { cookie } }),
    })
    return { wallet, phone: as(phone), laptop: as(laptop), phoneCookie: phone }
  }

  it('lists the live sessions with their device, the current one marked, and no secret', async () => {
    const { phone } = await twoDevices()
    const res = await phone.list()
    expect(res.statusCode).toBe(200)
    const sessions = res.json().data as Array<Record<string, unknown>>
    expect(sessions).toHaveLength(2)
    expect(sessions.map((session) => session.UserAgent).sort()).toEqual([
      'Laptop browser',
      'Phone browser',
    ])
    expect(sessions.find((session) => session.Current)?.UserAgent).toBe('Phone browser')
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'CreatedAt',
        'Current',
        'LastSeenAt',
        'SessionId',
        'UserAgent',
      ])
      expect(session.SessionId).toMatch(/^[0-9a-f]{32}$/)
    }
    // Neither the cookie's token nor its hash is ever answered.
    const [, token] = (await twoDevices()).phoneCookie.split('=')
    expect(res.body).not.toContain(token)
  })

  it('answers 401 without a session and 403 for another wallet', async () => {
    const { wallet } = await twoDevices()
    const stranger = await signIn(t.app, newAccount())
    const url = `/v0/auth/sessions?walletAddr=${wallet}`
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    expect((await t.app.inject({ url, headers: { cookie: stranger } })).statusCode).toBe(403)
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/v0/auth/sessions/revoke',
      headers: { cookie: stranger },
      payload: { walletAddr: wallet, all: true },
    })
    expect(revoke.statusCode).toBe(403)
  })

  it('writes the last use at most once a minute', async () => {
    const { wallet, phone } = await twoDevices()
    const lastSeen = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('wallet_addr', '=', wallet)
          .execute()
      )
        .map((row) => row.last_seen_at)
        .sort()
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString()
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: twoMinutesAgo })
      .where('wallet_addr', '=', wallet)
      .execute()
    await phone.whoAmI()
    const [older, touched] = await lastSeen()
    expect(older).toBe(twoMinutesAgo)
    expect(Date.parse(touched as string)).toBeGreaterThan(Date.now() - 10_000)
    await phone.whoAmI()
    expect(await lastSeen()).toEqual([older, touched])
  })

  it('ends one session by its id: that device gets 401 at its next request', async () => {
    const { phone, laptop } = await twoDevices()
    const laptopSession = (
      (await phone.list()).json().data as Array<{ SessionId: string; Current: boolean }>
    ).find((session) => !session.Current)
    const res = await phone.revoke({ sessionId: laptopSession?.SessionId })
    expect(res.json()).toEqual({ data: { Revoked: 1 } })
    // The device says why at its next request, whatever it asks.
    const ended = await laptop.whoAmI()
    expect(ended.statusCode).toBe(401)
    expect(ended.json().error).toBe(SESSION_ENDED.revoked)
    expect((await laptop.list()).json().error).toBe(SESSION_ENDED.revoked)
    expect((await phone.whoAmI()).statusCode).toBe(200)
    expect((await phone.list()).json().data).toHaveLength(1)
    // Again, or an id that is not one: nothing to end.
    const again = await phone.revoke({ sessionId: laptopSession?.SessionId })
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toMatch(/no such live session/)
  })

  it('ends every other session, and keeps this one', async () => {
    const { phone, laptop } = await twoDevices()
    expect((await laptop.revoke({ all: true })).json()).toEqual({ data: { Revoked: 1 } })
    expect((await phone.whoAmI()).statusCode).toBe(401)
    expect((await laptop.whoAmI()).statusCode).toBe(200)
  })

  it('says a session ran out when it did, and nothing of a cookie it never made', async () => {
    const { phone } = await twoDevices()
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_agent', '=', 'Phone browser')
      .execute()
    // Never asked before: no instance holds it in memory.
    const expired = await phone.whoAmI()
    expect(expired.statusCode).toBe(401)
    expect(expired.json().error).toBe(SESSION_ENDED.expired)
    const unknown = await t.app.inject({
      url: '/v0/auth/session',
      headers: { cookie: 'memap_session=not-a-session' },
    })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error).toBe('sign in first')
  })

  it('refuses a body that names both or neither', async () => {
    const { phone } = await twoDevices()
    for (const payload of [
      {},
      { all: false },
      { all: true, sessionId: 'a'.repeat(32) },
      { sessionId: 'x' },
    ]) {
      const res = await phone.revoke(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: 'invalid_field' })
    }
    expect((await phone.list()).json().data).toHaveLength(2)
  })

  it("ends the revoked device's live stream", async () => {
    const { phone, laptop, phoneCookie } = await twoDevices()
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openEventStream(url, { cookie: phoneCookie })
    await stream.next('unread')
    expect((await laptop.revoke({ all: true })).statusCode).toBe(200)
    await stream.until(() => stream.ended(), 'the revoked session’s stream to end')
    expect((await phone.whoAmI()).statusCode).toBe(401)
  })
})
