import { API_PREFIX } from '@memap/shared/api'
import { ACTOR_FIELDS, type ActorField } from '@memap/shared/endpoint'
import * as contract from '@memap/shared/endpoints/index'
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { png } from '../test/images.ts'
import { type Member, registerMember } from '../test/members.ts'
import { newAccount, signIn } from '../test/sign-in.ts'
import type { RouteAccess } from './access.ts'

// Nobody acts for another (PRODUCT.md §11), walked from the contract: for every call that acts
// for a wallet (`owner` and `viewer` endpoints of packages/shared/src/endpoints), a signed-in
// attacker sends a request that would be valid for the victim, naming the victim in each actor
// field (every spelling, declared or not), in the query and in the body, alone, mixed with the
// attacker's own address in either order, repeated and as an array, as JSON, as a urlencoded
// form and as a multipart form. Each is refused, and afterwards the victim's export and public
// profile are exactly what they were, and a wallet that never signed in still has no MeMap.

type Fields = Record<string, unknown>

/** A valid value for each input field of the contract, as the victim would send it. */
interface Scene {
  target: Member
  targetPhotoId: number
  targetEmotionId: number
  victimPhotoId: number
}
const SAMPLES: Record<string, (scene: Scene) => unknown> = {
  targetWalletAddr: ({ target }) => target.address,
  albumId: ({ targetPhotoId }) => targetPhotoId,
  userAlbumId: ({ victimPhotoId }) => victimPhotoId,
  userEmotionId: ({ targetEmotionId }) => targetEmotionId,
  emotionId: () => 1,
  description: () => 'Written by somebody else',
  rejection: () => false,
  objectId: ({ targetEmotionId }) => `emotion:${targetEmotionId}`,
  index: () => 0,
  point: () => 1,
  seed: () => 'ab',
  q: () => 'member',
  badgeIds: () => [],
  badgeId: () => 1,
  transaction: () => `0x${'ab'.repeat(32)}`,
  deadline: () => Math.floor(Date.now() / 1000) + 600,
  signature: () => `0x${'cd'.repeat(65)}`,
  sessionId: () => 'a'.repeat(32),
  all: () => true,
  reason: () => 'spam',
  details: () => 'Reported in the name of somebody else',
  reportId: () => 1,
  action: () => 'dismiss',
  user_name: () => 'Renamed By Another',
  user_description: () => 'Rewritten by somebody else',
  custom_url: () => 'https://attacker.example',
  open_profile: () => 'N',
  svn: () => 50,
  x: () => '',
  linkedin: () => 'attacker',
  telegram: () => 'attacker',
  authData: () => ({ id: 1, auth_date: Math.floor(Date.now() / 1000), hash: '0'.repeat(64) }),
}

type Place = 'query' | 'body'
const isActor = (key: string): key is ActorField =>
  (ACTOR_FIELDS as readonly string[]).includes(key)

/** The fields of an input schema (the first branch of a union), without the uploaded file. */
function shapeOf(schema: unknown): Record<string, z.ZodType> {
  if (schema instanceof z.ZodUnion) return shapeOf(schema.options[0])
  if (schema instanceof z.ZodObject) {
    const { file: _file, ...shape } = schema.shape as Record<string, z.ZodType>
    return shape
  }
  return {}
}

/** The fields of a form's schema, its file included. */
const shapeOfForm = (schema: z.ZodType): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}

/** The route's input for `actor`, every required field filled; checked by the route's schema. */
function validInput(route: RouteAccess, place: Place, actor: string, scene: Scene): Fields {
  const schemas = route.schema as { querystring?: z.ZodType; body?: z.ZodType } | undefined
  const schema = place === 'query' ? schemas?.querystring : schemas?.body
  const input: Fields = {}
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (isActor(key)) input[key] = actor
    else if (SAMPLES[key]) input[key] = SAMPLES[key](scene)
    else if (!field.safeParse(undefined).success) {
      throw new Error(`${route.method} ${route.url}: add a sample value for its field ${key}`)
    }
  }
  return input
}

/** Whether the route takes a multipart form (the contract's form calls, and the badge purchase). */
const takesForm = (route: RouteAccess) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  )

/** A form's text fields, as every form carries its values. */
const asText = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? value
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  )

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

type Encoding = 'json' | 'urlencoded' | 'multipart'

/** Query string with repeated keys for several values. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(asText(query))) {
    for (const item of [value].flat()) params.append(key, String(item))
  }
  return params.toString()
}

function requestFor(
  route: RouteAccess,
  query: Fields,
  body: Fields | undefined,
  encoding: Encoding,
  cookie: string | undefined,
): InjectOptions {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const url = `${route.url}?${queryString(query)}`
  const method = route.method as InjectOptions['method']
  if (!body) return { method, url, headers }
  if (encoding === 'json') return { method, url, headers, payload: body }
  if (encoding === 'urlencoded') {
    return {
      method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: queryString(body),
    }
  }
  const multipart = new FormData()
  for (const [key, value] of Object.entries(asText(body))) {
    for (const item of [value].flat()) multipart.append(key, String(item))
  }
  return { method, url, headers, payload: multipart }
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
    const exported = (await victim.get(`/v0/account/export?walletAddr=${victim.address}`)).json()
      .data
    // Reading the export is itself a use of the session: when it was read, not what it holds.
    exported.ExportedAt = undefined
    for (const session of exported.Sessions) session.LastSeenAt = undefined
    const profile = await t.app.inject({
      url: `/v0/user/info?walletAddr=&targetWalletAddr=${victim.address}`,
    })
    const strangerCheck = await t.app.inject({
      method: 'POST',
      url: '/v0/user/check',
      payload: { walletAddr: stranger },
    })
    return { exported, profile: profile.json(), stranger: strangerCheck.json() }
  }

  beforeAll(async () => {
    attacker = await registerMember(t.app, 'Attacker')
    victim = await registerMember(t.app, 'Victim')
    const target = await registerMember(t.app, 'Target')
    const upload = async (member: Member) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: '/v0/albums/upload',
          headers: { cookie: member.cookie },
          payload: form(
            { walletAddr: member.address },
            { bytes: await png(8, 8), type: 'image/png' },
          ),
        })
      ).json().data.UserAlbumId as number
    const posted = await target.post('/v0/emotion/user-emotion/create', {
      walletAddr: target.address,
      emotionId: 2,
      description: 'A day worth cheering',
    })
    scene = {
      target,
      targetPhotoId: await upload(target),
      targetEmotionId: Number(posted.json().data.UserEmotionId),
      victimPhotoId: await upload(victim),
    }
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
              route,
              withActor(query, 'query'),
              body && withActor(body, 'body'),
              encoding,
              cookie,
            )
            const res = await t.app.inject(request)
            sent += 1
            const what = `${route.method} ${route.url}, ${variant.name} in ${variant.place}.${variant.field}, ${encoding}, ${cookie ? 'signed in' : 'no session'}: ${res.body}`
            // A body in a format the route does not take is refused before anything else: a
            // urlencoded one anywhere, a form where JSON is asked.
            const unreadBody =
              hasBody &&
              (encoding === 'urlencoded' || (encoding === 'multipart' && !takesForm(route)))
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
