import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { takesJson } from '../test/route-input.ts'
import { newAccount, signIn } from '../test/sign-in.ts'

// Non-GET routes that anyone may call: signing in and out, the devnet's RPC relay, and
// user/check, a read that PRODUCT.md §7 sends as a POST (PRODUCT.md §11). Any other write must be
// owner-only; a route added without the rule fails here.
const PUBLIC_WRITES = new Set([
  'POST /v0/auth/verify',
  'POST /v0/auth/logout',
  'POST /v0/rpc',
  'POST /v0/user/check',
])

describe('owner-only routes', () => {
  const t = useTestApp()

  const writes = () => t.app.routeAccess.filter((route) => route.method !== 'GET')

  it('declares every write owner-only unless it is a known public one', () => {
    expect(writes().length).toBeGreaterThan(0)
    for (const route of writes()) {
      const key = `${route.method} ${route.url}`
      expect(route.access, key).toBe(PUBLIC_WRITES.has(key) ? 'public' : 'owner')
    }
  })

  it('answers 401 without a session and 403 for another wallet, on every owner-only route', async () => {
    const signedIn = newAccount()
    const other = newAccount()
    const cookie = await signIn(t.app, signedIn)
    const owned = t.app.routeAccess.filter((route) => route.access === 'owner')
    expect(owned.length).toBeGreaterThan(0)
    for (const route of owned) {
      const url = route.url.replace(/:(\w+)/g, '1')
      const named = { walletAddr: other.address, wallet_addr: other.address }
      const request = {
        method: route.method as 'POST',
        url: `${url}?walletAddr=${other.address}&wallet_addr=${other.address}`,
        ...(route.method === 'GET' ? {} : { payload: takesJson(route) ? named : form(named) }),
      }
      const anonymous = await t.app.inject(request)
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401)
      const impostor = await t.app.inject({ ...request, headers: { cookie } })
      expect(impostor.statusCode, `${route.method} ${route.url}`).toBe(403)
    }
  })
})
