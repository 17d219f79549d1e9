import { createHash, createHmac } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { type Member, registerMember } from '../../test/members.ts'

const BOT_TOKEN = '123456:TEST-bot-token'

// A real OAuth 2 server stands in for X.
const oauth = new OAuth2Server()
await oauth.issuer.keys.generate('RS256')
await oauth.start(0, '127.0.0.1')
const issuer = oauth.issuer.url as string
afterAll(() => oauth.stop())

/** The login widget's payload, signed as Telegram signs it. */
function telegramPayload(fields: Record<string, string | number>, token = BOT_TOKEN) {
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const key = createHash('sha256').update(token).digest()
  return { ...fields, hash: createHmac('sha256', key).update(checkString).digest('hex') }
}

describe('linking X and Telegram', () => {
  const t = useTestApp({
    X_CLIENT_ID: 'memap-test',
    X_CLIENT_SECRET: 'secret',
    X_AUTHORIZE_URL: `${issuer}/authorize`,
    X_TOKEN_URL: `${issuer}/token`,
    X_USERINFO_URL: `${issuer}/userinfo`,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  })

  /** Runs the browser's part: start, authorize at the OAuth server, and come back. */
  async function startX(member: Member, xUser: { id: string; username: string }) {
    const start = await member.get('/v0/auth/x')
    expect(start.statusCode).toBe(302)
    const authorize = new URL(start.headers.location as string)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toBe(
      'tweet.read users.read follows.read follows.write',
    )
    const flow = start.cookies.find((c) => c.name === 'memap_x_flow')
    expect(flow).toMatchObject({ httpOnly: true, maxAge: 3600 })
    const back = await fetch(authorize, { redirect: 'manual' })
    const callback = new URL(back.headers.get('location') as string)
    oauth.service.once('beforeUserinfo', (response) => {
      response.body = { data: xUser }
    })
    const cookie = `${member.cookie}; memap_x_flow=${flow?.value}`
    return {
      state: callback.searchParams.get('state') as string,
      code: callback.searchParams.get('code') as string,
      finish: (query = callback.search) =>
        t.app.inject({ url: `/v0/auth/x/callback${query}`, headers: { cookie } }),
    }
  }
  const profile = async (member: Member) =>
    (await t.app.inject({ url: `/v0/user/info?targetWalletAddr=${member.address}` })).json().data

  it('links an X account through OAuth 2 with PKCE and shows its handle', async () => {
    const alice = await registerMember(t.app)
    const flow = await startX(alice, { id: '1001', username: 'alice_on_x' })
    const done = await flow.finish()
    expect(done.statusCode, done.body).toBe(302)
    expect(done.headers.location).toBe('/memap?TwitterHandle=alice_on_x')
    expect((await profile(alice)).X).toBe('alice_on_x')

    const replay = await flow.finish()
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error).toBe('state: unknown, used or expired')

    const unlink = await alice.post('/v0/auth/x/updateStatus', {
      wallet_addr: alice.address,
      x: '',
    })
    expect(unlink.statusCode).toBe(200)
    expect((await profile(alice)).X).toBe('')
    const claim = await alice.post('/v0/auth/x/updateStatus', {
      wallet_addr: alice.address,
      x: 'elonmusk',
    })
    expect(claim.statusCode).toBe(400)
  })

  it('refuses a wrong state, and an X account already linked to another MeMap', async () => {
    const bob = await registerMember(t.app)
    const flow = await startX(bob, { id: '2002', username: 'bob_x' })
    const forged = await flow.finish(`?state=forged&code=${flow.code}`)
    expect(forged.statusCode).toBe(400)
    expect((await flow.finish()).statusCode).toBe(302)

    const carol = await registerMember(t.app)
    const copy = await startX(carol, { id: '2002', username: 'bob_x' })
    const taken = await copy.finish()
    expect(taken.statusCode).toBe(409)
    expect((await profile(carol)).X).toBe('')
  })

  it('links Telegram from a signed payload, refusing tampered and stale ones', async () => {
    const dave = await registerMember(t.app)
    const now = Math.floor(Date.now() / 1000)
    const link = (member: Member, authData: object) =>
      member.post('/v0/auth/telegram', { walletAddr: member.address, authData })

    const tampered = {
      ...telegramPayload({ id: 42, username: 'dave_tg', auth_date: now }),
      username: 'admin',
    }
    expect((await link(dave, tampered)).statusCode).toBe(400)
    const otherBot = telegramPayload({ id: 42, username: 'dave_tg', auth_date: now }, '999:other')
    expect((await link(dave, otherBot)).statusCode).toBe(400)
    const stale = await link(
      dave,
      telegramPayload({ id: 42, username: 'dave_tg', auth_date: now - 2 * 86400 }),
    )
    expect(stale.statusCode).toBe(400)
    expect(stale.json().error).toBe('authData: the Telegram login is too old')

    const valid = await link(
      dave,
      telegramPayload({ id: 42, first_name: 'Dave', username: 'dave_tg', auth_date: now }),
    )
    expect(valid.json()).toEqual({ data: 'dave_tg' })
    expect((await profile(dave)).Telegram).toBe('dave_tg')

    const erin = await registerMember(t.app)
    const again = await link(erin, telegramPayload({ id: 42, username: 'dave_tg', auth_date: now }))
    expect(again.statusCode).toBe(409)
  })
})

describe('linking without credentials', () => {
  const t = useTestApp()

  it('answers 501, so the app shows Coming Soon', async () => {
    const fred = await registerMember(t.app)
    expect((await fred.get('/v0/auth/x')).statusCode).toBe(501)
    const telegram = await fred.post('/v0/auth/telegram', {
      walletAddr: fred.address,
      authData: telegramPayload({ id: 7, auth_date: Math.floor(Date.now() / 1000) }),
    })
    expect(telegram.statusCode).toBe(501)
  })

  it('needs a session to start linking X', async () => {
    expect((await t.app.inject({ url: '/v0/auth/x' })).statusCode).toBe(401)
  })
})
