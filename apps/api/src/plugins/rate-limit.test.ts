import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { registerMember } from '../test/members.ts'

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_WRITES: '4' })

  it('stops a burst of sign-in attempts from one address with 429 and the time to wait', async () => {
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

  it('counts writes per wallet, and leaves reads alone', async () => {
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
