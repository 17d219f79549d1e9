import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { newAccount, signIn, signInMessage } from '../../test/sign-in.ts'

describe('Sign-In with Ethereum', () => {
  // As behind a TLS-ending proxy on this machine, which says the client came over https.
  const t = useTestApp({ TRUST_PROXY: 'loopback' })

  const verify = (message: string, signature: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/auth/verify',
      payload: { message, signature },
      headers,
    })

  const session = (cookie?: string) =>
    t.app.inject({ url: '/v0/auth/session', headers: cookie ? { cookie } : {} })

  it('signs a wallet in with an HttpOnly, SameSite=Lax cookie of seven days', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address)
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { address: account.address, moderator: false } })
    const cookie = res.cookies.find((c) => c.name === 'memap_session')
    if (!cookie) throw new Error('no session cookie')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16)

    const answer = await session(`memap_session=${cookie.value}`)
    expect(answer.json()).toEqual({ data: { address: account.address, moderator: false } })
  })

  it('stores only a hash of the session id', async () => {
    const cookie = await signIn(t.app, newAccount())
    const id = cookie.split('=')[1] as string
    const rows = await t.db.selectFrom('sessions').select('id_hash').execute()
    expect(rows.some((row) => row.id_hash === id)).toBe(false)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id_hash))).toBe(true)
  })

  it('marks the cookie Secure over https', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address)
    const res = await verify(message, await account.signMessage({ message }), {
      'x-forwarded-proto': 'https',
    })
    expect(res.cookies.find((c) => c.name === 'memap_session')?.secure).toBe(true)
  })

  it('opens a new session at every sign-in', async () => {
    const account = newAccount()
    const first = await signIn(t.app, account)
    const second = await signIn(t.app, account)
    expect(first).not.toBe(second)
    expect((await session(first)).statusCode).toBe(200)
    expect((await session(second)).statusCode).toBe(200)
  })

  it('refuses a replayed nonce', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address)
    const signature = await account.signMessage({ message })
    expect((await verify(message, signature)).statusCode).toBe(200)
    const replay = await verify(message, signature)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().error).toMatch(/nonce/)
  })

  it('refuses a nonce it never issued, and one older than ten minutes', async () => {
    const account = newAccount()
    const made = await signInMessage(t.app, account.address, { nonce: 'abcdefgh12345678' })
    const unknown = await verify(made, await account.signMessage({ message: made }))
    expect(unknown.statusCode).toBe(401)

    const message = await signInMessage(t.app, account.address)
    const nonce = /Nonce: (\w+)/.exec(message)?.[1] as string
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString()
    await t.db
      .updateTable('auth_nonces')
      .set({ created_at: eleven })
      .where('nonce', '=', nonce)
      .execute()
    const stale = await verify(message, await account.signMessage({ message }))
    expect(stale.statusCode).toBe(401)
  })

  it('refuses a message for another domain, URI or chain', async () => {
    const account = newAccount()
    const cases = [
      [{ domain: 'evil.example' }, /domain/],
      [{ uri: 'https://evil.example/' }, /URI/],
      [{ chainId: 10 }, /chain id must be 31337/],
    ] as const
    for (const [override, error] of cases) {
      const message = await signInMessage(t.app, account.address, override)
      const res = await verify(message, await account.signMessage({ message }))
      expect(res.statusCode, JSON.stringify(override)).toBe(400)
      expect(res.json().error).toMatch(error)
    }
  })

  it('refuses an expired message', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address, {
      expirationTime: new Date(Date.now() - 1000),
    })
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/expired/)
  })

  it('refuses a message issued in the future, past a minute of clock skew', async () => {
    const account = newAccount()
    const ahead = await signInMessage(t.app, account.address, {
      issuedAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    const res = await verify(ahead, await account.signMessage({ message: ahead }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'message: its Issued At is in the future',
      code: 'sign_in_message_invalid',
    })
    expect(res.cookies).toHaveLength(0)
    // A wallet whose clock runs half a minute fast still signs in.
    const skewed = await signInMessage(t.app, account.address, {
      issuedAt: new Date(Date.now() + 30 * 1000),
    })
    expect((await verify(skewed, await account.signMessage({ message: skewed }))).statusCode).toBe(
      200,
    )
  })

  it('refuses a signature by another wallet, and keeps the nonce unused', async () => {
    const account = newAccount()
    const message = await signInMessage(t.app, account.address)
    const forged = await verify(message, await newAccount().signMessage({ message }))
    expect(forged.statusCode).toBe(401)
    expect(forged.cookies).toHaveLength(0)
    expect((await verify(message, await account.signMessage({ message }))).statusCode).toBe(200)
  })

  it('refuses what is not a sign-in message, naming the field', async () => {
    const res = await verify('hello', '0x1234')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^message/)
    const missing = await t.app.inject({ method: 'POST', url: '/v0/auth/verify', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toMatch(/message/)
  })

  it('answers 401 for the session without a cookie or with an unknown one', async () => {
    expect((await session()).statusCode).toBe(401)
    expect((await session('memap_session=nope')).statusCode).toBe(401)
  })

  it('logs out: the session is revoked on the server and the cookie cleared', async () => {
    const cookie = await signIn(t.app, newAccount())
    const res = await t.app.inject({ method: 'POST', url: '/v0/auth/logout', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'memap_session')?.value).toBe('')
    expect((await session(cookie)).statusCode).toBe(401)
  })
})
