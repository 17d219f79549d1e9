import { API_PREFIX } from '@memap/shared/api'
import { ACTOR_FIELDS, type ActorField } from '@memap/shared/endpoint'
import * as contract from '@memap/shared/endpoints/index'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { type Member, registerMember } from '../test/members.ts'
import {
  asText,
  buildScene,
  type Encoding,
  type Fields,
  memberState,
  type Place,
  requestFor,
  type Scene,
  shapeOfForm,
  takesForm,
  takesJson,
  validInput,
} from '../test/route-input.ts'
import { newAccount, signIn } from '../test/sign-in.ts'

// Nobody acts for another (PRODUCT.md §11), walked from the contract: for every call that acts
// for a wallet (`owner` and `viewer` endpoints of packages/shared/src/endpoints), a signed-in
// attacker sends a request that would be valid for the victim, naming the victim in each actor
// field (every spelling, declared or not), in the query and in the body, alone, mixed with the
// attacker's own address in either order, repeated and as an array, as JSON, as a urlencoded
// form and as a multipart form. Each is refused, and afterwards the victim's export and public
// profile are exactly what they were, and a wallet that never signed in still has no MeMap.

/** A request's input with the actor fields placed as a variant says. */
interface Variant {
  name: string
  place: Place
  field: ActorField
  /** The values sent in that field: one, several (repeated, or a JSON array). */
  values: string[]
}

function variants(victim: string, attacker: string, places: Place[]): Variant[] {
  const list: Variant[] = []
  for (const place of places) {
    for (const field of ACTOR_FIELDS) {
      list.push({ name: 'the victim alone', place, field, values: [victim] })
      list.push({ name: 'attacker then victim', place, field, values: [attacker, victim] })
      list.push({ name: 'victim then attacker', place, field, values: [victim, attacker] })
      list.push({
        name: 'the victim in lower case, repeated',
        place,
        field,
        values: [victim.toLowerCase(), victim],
      })
    }
  }
  return list
}

describe('nobody acts for another, on every call of the contract that acts for a wallet', () => {
  const t = useTestApp()
  let attacker: Member
  let victim: Member
  let scene: Scene
  const stranger = newAccount().address

  /** Every endpoint of the contract that acts for a wallet, with its route. */
  const acting = () => {
    const endpoints = Object.values(contract).flatMap((module) => Object.values(module))
    const routes = endpoints
      .filter((endpoint) => endpoint.access !== 'public')
      .map((endpoint) => {
        const route = t.app.routeAccess.find(
          (served) =>
            served.method === endpoint.method && served.url === `${API_PREFIX}${endpoint.path}`,
        )
        if (!route) throw new Error(`${endpoint.method} ${endpoint.path} is not served`)
        expect(route.access).toBe(endpoint.access)
        return route
      })
    return routes
  }

  /** What the victim and the never-signed-in wallet look like to themselves and to anyone. */
  async function victimState() {
    const strangerCheck = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: stranger },
    })
    return { ...(await memberState(t.app, victim)), stranger: strangerCheck.json() }
  }

  beforeAll(async () => {
    attacker = await registerMember(t.app, 'Attacker')
    victim = await registerMember(t.app, 'Victim')
    scene = await buildScene(t.app, victim, await registerMember(t.app, 'Target'))
    // The MeMaps' mints confirm before the victim's state is read.
    await t.worker.drain()
  })

  it('walks every acting call of the contract, each with an input the victim could send', () => {
    const routes = acting()
    expect(routes.length).toBeGreaterThanOrEqual(30)
    for (const route of routes) {
      const schemas = route.schema as { querystring?: z.ZodType; body?: z.ZodType } | undefined
      for (const place of ['query', 'body'] as const) {
        const schema = place === 'query' ? schemas?.querystring : schemas?.body
        if (!schema) continue
        const input = validInput(route, place, victim.address, scene)
        // A form's file is a part of its own, which the parser hands over as bytes.
        const file = 'file' in shapeOfForm(schema) ? { file: Buffer.alloc(1) } : {}
        const parsed = schema.safeParse(
          route.schema && 'consumes' in route.schema && place === 'body'
            ? { ...asText(input), ...file }
            : input,
        )
        // A form's schema takes text; a JSON body's its own types.
        const typed = parsed.success || schema.safeParse({ ...input, ...file }).success
        expect(typed, `${route.method} ${route.url} ${place}`).toBe(true)
      }
    }
  })

  it('refuses every request naming another wallet as its actor, and changes nothing', async () => {
    const before = await victimState()
    let sent = 0
    for (const route of acting()) {
      const hasBody = route.method !== 'GET'
      const query = validInput(route, 'query', attacker.address, scene)
      const body = hasBody ? validInput(route, 'body', attacker.address, scene) : undefined
      const places: Place[] = hasBody ? ['query', 'body'] : ['query']
      const encodings: Encoding[] = hasBody ? ['json', 'urlencoded', 'multipart'] : ['json']
      for (const variant of variants(victim.address, attacker.address, places)) {
        const named = variant.values.length === 1 ? variant.values[0] : variant.values
        const withActor = (fields: Fields, place: Place) => {
          if (place !== variant.place) return fields
          // The declared actor field keeps the attacker's address unless this variant sets it.
          return { ...fields, [variant.field]: named }
        }
        for (const encoding of encodings) {
          for (const cookie of [attacker.cookie, undefined]) {
            const request = requestFor(
              route.method,
              route.url,
              withActor(query, 'query'),
              body && withActor(body, 'body'),
              encoding,
              cookie ? { cookie } : {},
            )
            const res = await t.app.inject(request)
            sent += 1
            const what = `${route.method} ${route.url}, ${variant.name} in ${variant.place}.${variant.field}, ${encoding}, ${cookie ? 'signed in' : 'no session'}: ${res.body}`
            // A body in a format the route does not take is refused before anything else: a
            // urlencoded one anywhere, a form where JSON is asked, JSON where a form is.
            const unreadBody =
              hasBody &&
              (encoding === 'urlencoded' ||
                (encoding === 'multipart' && !takesForm(route)) ||
                (encoding === 'json' && !takesJson(route)))
            const expected = unreadBody ? [415] : cookie ? [403] : [401]
            expect(expected, what).toContain(res.statusCode)
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000)
    expect(await victimState()).toEqual(before)
    expect((await victimState()).stranger).toEqual({ data: { NftStatus: false } })
  })

  it('registers only the session wallet’s MeMap, whatever the form names', async () => {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: account.address, walletAddr: stranger, user_name: 'Squatter' }),
    })
    expect(res.statusCode).toBe(403)
    const own = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: account.address, user_name: 'Own Name' }),
    })
    expect(own.statusCode).toBe(200)
    const check = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: stranger },
    })
    expect(check.json().data.NftStatus).toBe(false)
  })
})
