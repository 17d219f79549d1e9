import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { MODULES } from '../module-list.ts'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { registerMember } from '../test/members.ts'
import { routeLimits } from './rate-limit.ts'

/** The limits of the app's routes, from its modules' declarations. */
const limitKind = routeLimits(MODULES)

/**
 * The database counts per wall-clock minute (a fixed window): a burst that crossed into the next
 * minute would start counting again. Each burst starts with at least 10 s of its minute left.
 */
async function inOneWindow() {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_WRITES: '4' })

  it('stops a burst of sign-in attempts from one address with 429 and the time to wait', async () => {
    await inOneWindow()
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push(await t.app.inject({ url: '/v0/auth/nonce', remoteAddress: '10.9.8.7' }))
    }
    expect(answers.slice(0, 5).every((res) => res.statusCode === 200)).toBe(true)
    const limited = answers[5]
    expect(limited?.statusCode).toBe(429)
    expect(limited?.json().error).toMatch(/^too many requests; try again in \d+ s$/)
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0)
    const elsewhere = await t.app.inject({ url: '/v0/auth/nonce', remoteAddress: '10.9.8.6' })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('counts a client that names itself in X-Forwarded-For by its own address', async () => {
    await inOneWindow()
    const spoofed = (i: number) =>
      t.app.inject({
        url: '/v0/auth/nonce',
        remoteAddress: '10.9.7.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await spoofed(i)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('counts writes per wallet, and leaves reads alone', async () => {
    await inOneWindow()
    const member = await registerMember(t.app)
    const cheer = () =>
      member.post('/v0/emotion/cheers/request', { walletAddr: member.address, userEmotionId: 999 })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await cheer()).statusCode)
    // The registration counted as an upload, which has its own limit.
    expect(statuses).toEqual([404, 404, 404, 404, 429])
    for (let i = 0; i < 10; i++) {
      expect(
        (await member.get(`/v0/user/info?targetWalletAddr=${member.address}`)).statusCode,
      ).toBe(200)
    }
    const other = await registerMember(t.app)
    expect(
      (
        await other.post('/v0/emotion/cheers/request', {
          walletAddr: other.address,
          userEmotionId: 999,
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('the read limit (RATE_LIMIT_READS)', () => {
  const t = useTestApp({ RATE_LIMIT_READS: '3' })

  it('stops a burst of searches from one wallet with 429, and counts no other read', async () => {
    await inOneWindow()
    const member = await registerMember(t.app)
    const search = () => member.get(`/v0/user/search?walletAddr=${member.address}&q=mem&index=0`)
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await search()).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await search()
    expect(limited.json().error).toMatch(/^too many requests; try again in \d+ s$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Other reads, and another wallet's searches, are not held back by it.
    const info = await member.get(`/v0/user/info?targetWalletAddr=${member.address}`)
    expect(info.statusCode).toBe(200)
    const other = await registerMember(t.app)
    const theirs = await other.get(`/v0/user/search?walletAddr=${other.address}&q=mem&index=0`)
    expect(theirs.statusCode).toBe(200)
  })
})

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  const t = useTestApp({ RATE_LIMIT_SIGN_IN: '2', TRUST_PROXY: '10.0.0.5' })
  const nonce = (peer: string, forwardedFor: string) =>
    t.app.inject({
      url: '/v0/auth/nonce',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it('counts each client the proxy names by its address', async () => {
    await inOneWindow()
    const first = [await nonce('10.0.0.5', '198.51.100.1'), await nonce('10.0.0.5', '198.51.100.1')]
    expect(first.map((res) => res.statusCode)).toEqual([200, 200])
    expect((await nonce('10.0.0.5', '198.51.100.1')).statusCode).toBe(429)
    expect((await nonce('10.0.0.5', '198.51.100.2')).statusCode).toBe(200)
  })

  it('believes no other peer that names a client', async () => {
    await inOneWindow()
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await nonce('10.0.0.6', `198.51.100.${10 + i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 429])
  })
})

describe('rate limits behind one proxy hop (TRUST_PROXY=1)', () => {
  const t = useTestApp({ RATE_LIMIT_SIGN_IN: '1', TRUST_PROXY: '1' })

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    await inOneWindow()
    const nonce = (forwardedFor: string) =>
      t.app.inject({
        url: '/v0/auth/nonce',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    expect((await nonce('1.1.1.1, 198.51.100.7')).statusCode).toBe(200)
    expect((await nonce('2.2.2.2, 198.51.100.7')).statusCode).toBe(429)
    expect((await nonce('198.51.100.8')).statusCode).toBe(200)
  })
})

// The counters are a commit of their own before each write's: on PostgreSQL they must not wait
// for a WAL flush (migration 2026-11-24T1000).
if (process.env.TEST_DB === 'postgres') {
  describe('rate limits counted in PostgreSQL', () => {
    const t = useTestApp()

    it('keeps the counters in an unlogged table, whose commits wait for no WAL flush', async () => {
      const { rows } = await sql<{ persistence: string }>`
        select relpersistence as persistence from pg_class
        where oid = to_regclass('rate_limits')`.execute(t.db)
      expect(rows).toEqual([{ persistence: 'u' }])
    })
  })
}

describe('rate limits counted in Redis', () => {
  // This machine runs Redis on 6379, as the instances in production would share one.
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_SIGN_IN: '3' })

  it('stops the fourth sign-in attempt from one address', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.app.inject({ url: '/v0/auth/nonce', remoteAddress: address })).statusCode,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const rows = await t.db.selectFrom('rate_limits').selectAll().execute()
    expect(rows).toEqual([])
  })
})

describe('what the rate limits cover', () => {
  const t = useTestApp({ RATE_LIMIT_UPLOADS: '3' })

  it('counts every sign-in step, every write and every upload of the registered routes', async () => {
    await t.app.ready()
    const kinds = Object.fromEntries(
      t.app.routeAccess.map((route) => [
        `${route.method} ${route.url}`,
        limitKind(route.method, route.url),
      ]),
    )
    for (const route of t.app.routeAccess) {
      const name = `${route.method} ${route.url}`
      const body = (route.schema as { body?: { shape?: Record<string, unknown> } } | undefined)
        ?.body
      if (body?.shape && 'file' in body.shape) expect(kinds[name], name).toBe('uploads')
      else if (route.method !== 'GET') expect(kinds[name], name).toMatch(/^(writes|signIn)$/)
    }
    expect(kinds['GET /v0/auth/nonce']).toBe('signIn')
    expect(kinds['POST /v0/auth/verify']).toBe('signIn')
    // Reads that write (an X link's state) count as writes; searches as reads; other reads are
    // not limited.
    expect(kinds['GET /v0/auth/x']).toBe('writes')
    expect(kinds['GET /v0/user/search']).toBe('reads')
    expect(kinds['GET /v0/user/info']).toBeUndefined()
    expect(Object.values(kinds).filter((kind) => kind === 'reads')).toHaveLength(1)
  })

  it('stops a burst of uploads from one wallet with 429', async () => {
    await inOneWindow()
    const member = await registerMember(t.app) // the registration is the first upload
    const upload = () =>
      t.app.inject({
        method: 'PUT',
        url: '/v0/albums/upload',
        headers: { cookie: member.cookie },
        payload: form({ walletAddr: member.address }, { bytes: Buffer.from('not an image') }),
      })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await upload()).statusCode)
    expect(statuses).toEqual([400, 400, 429])
    // Writes that are no uploads have their own count.
    const cheer = await member.post('/v0/emotion/cheers/request', {
      walletAddr: member.address,
      userEmotionId: 999,
    })
    expect(cheer.statusCode).toBe(404)
  })
})
