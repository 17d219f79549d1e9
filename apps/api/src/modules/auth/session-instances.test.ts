import { describe, expect, it } from 'vitest'
import { type TestContext, useInstance, useTestApp } from '../../test/app.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

/** Asks until `done` holds: another instance learns of a sign-out when the bus brings it. */
async function until(ask: () => Promise<number>, done: (status: number) => boolean) {
  const deadline = Date.now() + 3000
  for (;;) {
    const status = await ask()
    if (done(status) || Date.now() > deadline) return status
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function crossInstanceSessions(t: TestContext, second: { app: TestContext['app'] }) {
  it('refuses a session signed out on one instance on both, though both had it in memory', async () => {
    const cookie = await signIn(t.app, newAccount())
    const whoAmI = (app: TestContext['app']) => async () =>
      (await app.inject({ url: '/v0/auth/session', headers: { cookie } })).statusCode
    // Each instance now holds the session in memory.
    expect(await whoAmI(t.app)()).toBe(200)
    expect(await whoAmI(second.app)()).toBe(200)

    const out = await t.app.inject({ method: 'POST', url: '/v0/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    // At once where it was signed out; on the other instance once the bus brings the change.
    expect(await whoAmI(t.app)()).toBe(401)
    expect(await until(whoAmI(second.app), (status) => status === 401)).toBe(401)
  })
}

if (process.env.TEST_DB === 'postgres') {
  describe('sessions across instances, through PostgreSQL LISTEN/NOTIFY', () => {
    const t = useTestApp()
    crossInstanceSessions(t, useInstance(t))
  })
}

describe('sessions across instances, through Redis pub/sub', () => {
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' })
  crossInstanceSessions(t, useInstance(t))
})
