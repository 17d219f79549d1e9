import { describe, expect, it } from 'vitest'
import { JSON_MAX_DEPTH } from '../limits.ts'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { registerMember } from '../test/members.ts'
import { bodyTypesOf, filledPath, takesForm } from '../test/route-input.ts'
import type { RouteAccess } from './access.ts'

const DEEP = `body: nested deeper than ${JSON_MAX_DEPTH} levels`

/** `value` inside `depth` arrays. */
const nested = (value: string, depth: number) =>
  `${'['.repeat(depth)}${JSON.stringify(value)}${']'.repeat(depth)}`

const takesBody = (route: RouteAccess) => route.method !== 'GET'

/** A body of each type a client may send, whatever the route takes. */
const BODIES: Record<string, () => { headers?: Record<string, string>; payload: unknown }> = {
  'application/json': () => ({ payload: { walletAddr: '' } }),
  'multipart/form-data': () => ({ payload: form({ walletAddr: '' }) }),
  'text/plain': () => ({ headers: { 'content-type': 'text/plain' }, payload: '{}' }),
  'application/x-www-form-urlencoded': () => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'walletAddr=',
  }),
  'application/xml': () => ({ headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
}

describe('bodies (PRODUCT.md §10)', () => {
  const t = useTestApp()

  it(`refuses JSON nested deeper than ${JSON_MAX_DEPTH} levels on every route, before any walk of it`, async () => {
    const member = await registerMember(t.app)
    // The actor field 20,000 arrays deep: the access check's walk overflowed on it (a 500).
    const deepActor = `{"walletAddr":${nested(member.address, 20_000)}}`
    const ownerWrite = await t.app.inject({
      method: 'POST',
      url: '/v0/friends/request',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: deepActor,
    })
    expect(ownerWrite.statusCode).toBe(400)
    expect(ownerWrite.json()).toEqual({ error: DEEP, code: 'body_too_deep' })
    const wrong: string[] = []
    for (const route of t.app.routeAccess.filter(takesBody)) {
      if (!bodyTypesOf(route).includes('application/json')) continue
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: filledPath(route.url),
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        payload: deepActor,
      })
      if (res.statusCode !== 400 || res.json().error !== DEEP) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
      }
    }
    expect(wrong).toEqual([])
    const rpc = await t.app.inject({
      method: 'POST',
      url: '/v0/rpc',
      headers: { 'content-type': 'application/json' },
      payload: `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${nested('x', 20_000)}}`,
    })
    expect(rpc.statusCode).toBe(400)
    expect(rpc.json()).toEqual({ error: DEEP, code: 'body_too_deep' })
  })

  it('still reads JSON at the limit, and refuses a poisoned prototype', async () => {
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      headers: { 'content-type': 'application/json' },
      payload: `{"walletAddr":${nested('0x', JSON_MAX_DEPTH - 1)}}`,
    })
    expect(atLimit.statusCode).toBe(400)
    expect(atLimit.json().error).toMatch(/^walletAddr: /)
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"walletAddr":"0x","__proto__":{"isAdmin":true}}',
    })
    expect(poisoned.statusCode).toBe(400)
  })

  it('answers 415 to every body type a route does not take, and reads the ones it does', async () => {
    const member = await registerMember(t.app)
    const wrong: string[] = []
    for (const route of t.app.routeAccess.filter(takesBody)) {
      const taken = bodyTypesOf(route)
      for (const [type, body] of Object.entries(BODIES)) {
        const { headers = {}, payload } = body()
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: filledPath(route.url),
          headers: { ...headers, cookie: member.cookie },
          payload: payload as string,
        })
        const refused = res.statusCode === 415
        const expected = !taken.includes(type)
        if (
          refused !== expected ||
          (refused && res.json().error !== `body: must be ${taken.join(' or ')}`)
        ) {
          wrong.push(
            `${route.method} ${route.url} ${type}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          )
        }
      }
    }
    expect(wrong).toEqual([])
    // A form route is one of them.
    expect(t.app.routeAccess.some(takesForm)).toBe(true)
  })
})
