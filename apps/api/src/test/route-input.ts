import { createECDH, randomBytes } from 'node:crypto'
import { ACTOR_FIELDS } from '@memap/shared/endpoint'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { z } from 'zod'
import type { RouteAccess } from '../plugins/access.ts'
import { bodyTypesOf as bodyTypesOfSchema } from '../plugins/bodies.ts'
import { form } from './forms.ts'
import { png } from './images.ts'
import type { Member } from './members.ts'

// Valid input for any route of the app, as a member would send it: for the tests that walk every
// route and must get past its validation to prove that a check, not a field, refused them.

export type Fields = Record<string, unknown>

/** What the samples point at: another member, their photo and emotion, and the member's photo. */
export interface Scene {
  target: Member
  targetPhotoId: number
  targetEmotionId: number
  victimPhotoId: number
}

/** A valid value for each input field of the contract, as the member would send it. */
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
  message: () => 'example.com wants you to sign in',
  account: ({ target }) => target.address,
  subscription: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/somebody-else',
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  }),
  endpoint: () => 'https://fcm.googleapis.com/fcm/send/somebody-else',
  quietHours: () => ({ from: '22:00', to: '07:00' }),
  // JSON-RPC, for the devnet's relay.
  jsonrpc: () => '2.0',
  method: () => 'eth_chainId',
}

/** A valid value for each path parameter of the app's routes. */
const PARAMS: Record<string, string> = {
  tokenId: '1',
  tokenContract: `0x${'12'.repeat(20)}`,
  key: `${'ab'.repeat(32)}.jpg`,
}

export type Place = 'query' | 'body'

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
export const shapeOfForm = (schema: z.ZodType): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}

/**
 * The route's input for `actor` (in each actor field it declares), every required field filled;
 * acting-wallet.test.ts checks each against its route's schema.
 */
export function validInput(route: RouteAccess, place: Place, actor: string, scene: Scene): Fields {
  const schemas = route.schema as { querystring?: z.ZodType; body?: z.ZodType } | undefined
  const schema = place === 'query' ? schemas?.querystring : schemas?.body
  const input: Fields = {}
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if ((ACTOR_FIELDS as readonly string[]).includes(key)) input[key] = actor
    else if (SAMPLES[key]) input[key] = SAMPLES[key](scene)
    else if (!field.safeParse(undefined).success) {
      throw new Error(`${route.method} ${route.url}: add a sample value for its field ${key}`)
    }
  }
  return input
}

/** The route's URL with a valid value in each path parameter. */
export const filledPath = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAMS[name]
    if (value === undefined) throw new Error(`${url}: add a sample value for its parameter ${name}`)
    return value
  })

/** The body types a route takes, as its schema declares them (JSON unless it names others). */
export const bodyTypesOf = (route: RouteAccess) => bodyTypesOfSchema(route.schema)

/** Whether the route takes a multipart form (the contract's form calls, and the badge purchase). */
export const takesForm = (route: RouteAccess) => bodyTypesOf(route).includes('multipart/form-data')

/** Whether the route takes a JSON body (all but the form calls; the badge purchase takes both). */
export const takesJson = (route: RouteAccess) => bodyTypesOf(route).includes('application/json')

/** A form's text fields, as every form carries its values. */
export const asText = (fields: Fields) =>
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

export type Encoding = 'json' | 'urlencoded' | 'multipart'

/** Query string with repeated keys for several values. */
export function queryString(query: Fields): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(asText(query))) {
    for (const item of [value].flat()) params.append(key, String(item))
  }
  return params.toString()
}

/** A request to `path` with `query`, and `body` in `encoding` when there is one. */
export function requestFor(
  method: string,
  path: string,
  query: Fields,
  body: Fields | undefined,
  encoding: Encoding,
  headers: Record<string, string>,
): InjectOptions {
  const url = `${path}?${queryString(query)}`
  const as = method as InjectOptions['method']
  if (!body) return { method: as, url, headers }
  if (encoding === 'json') return { method: as, url, headers, payload: body }
  if (encoding === 'urlencoded') {
    return {
      method: as,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: queryString(body),
    }
  }
  const multipart = new FormData()
  for (const [key, value] of Object.entries(asText(body))) {
    for (const item of [value].flat()) multipart.append(key, String(item))
  }
  return { method: as, url, headers, payload: multipart }
}

/**
 * What the samples point at: `target` posts an emotion and a photo, and `member` a photo. With
 * `headers` on each call (an API key, when the app is configured with keys).
 */
export async function buildScene(
  app: FastifyInstance,
  member: Member,
  target: Member,
  headers: Record<string, string> = {},
): Promise<Scene> {
  const upload = async (owner: Member) =>
    (
      await app.inject({
        method: 'PUT',
        url: '/v0/albums/upload',
        headers: { ...headers, cookie: owner.cookie },
        payload: form({ walletAddr: owner.address }, { bytes: await png(8, 8), type: 'image/png' }),
      })
    ).json().data.UserAlbumId as number
  const posted = await target.post('/v0/emotion/user-emotion/create', {
    walletAddr: target.address,
    emotionId: 2,
    description: 'A day worth cheering',
  })
  return {
    target,
    targetPhotoId: await upload(target),
    targetEmotionId: Number(posted.json().data.UserEmotionId),
    victimPhotoId: await upload(member),
  }
}

/**
 * What `member` looks like to themselves (their export) and to anyone (their public profile), for
 * the tests that prove a refused request changed nothing. `headers` go with each call.
 */
export async function memberState(
  app: FastifyInstance,
  member: Member,
  headers: Record<string, string> = {},
) {
  const exported = (
    await app.inject({
      url: `/v0/account/export?walletAddr=${member.address}`,
      headers: { ...headers, cookie: member.cookie },
    })
  ).json().data
  // Reading the export is itself a use of the session: when it was read, not what it holds.
  exported.ExportedAt = undefined
  for (const session of exported.Sessions) session.LastSeenAt = undefined
  const profile = await app.inject({
    url: `/v0/user/info?walletAddr=&targetWalletAddr=${member.address}`,
    headers,
  })
  return { exported, profile: profile.json() }
}
