import { API_KEY_HEADER } from '@memap/shared/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { type Member, registerMember } from '../test/members.ts'
import { DOCUMENTED_OPEN_ROUTES } from '../test/open-routes.ts'
import {
  buildScene,
  filledPath,
  memberState,
  requestFor,
  type Scene,
  takesForm,
  validInput,
} from '../test/route-input.ts'

// The router reads `/%760/x`, `/v0/x` in any percent-encoding, as `/v0/x`; a check that read the
// raw URL's prefix let a foreign page's form through the origin check and past the API key.
// Walked over every route of the app: from a foreign origin, without a key, with the
// member's session cookie and an input valid for the member, each route in every spelling of its
// path is refused by those checks, and the member is exactly as before.

const KEY = 'spelling-test-key'
const FOREIGN = 'http://evil.example'

const encoded = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('')

/** The path as declared, and other spellings the router (or a lenient proxy) reads the same. */
const spellings = (path: string): Array<[string, string]> => [
  ['as declared', path],
  ['its v percent-encoded', path.replace(/^\/v0\//, '/%760/')],
  ['every character percent-encoded', path.split('/').map(encoded).join('/')],
  ['with doubled slashes', path.replaceAll('/', '//')],
  ['its prefix in capitals', path.replace(/^\/v0\//, '/V0/')],
  ['in capitals, encoded and doubled', `/${encoded('V0')}/${path.slice(4).replaceAll('/', '//')}`],
]

describe('every check decides by the route, however its path is spelt', () => {
  const t = useTestApp({ API_KEYS: KEY })
  const withKey = { [API_KEY_HEADER]: KEY }
  let member: Member
  let scene: Scene

  beforeAll(async () => {
    member = await registerMember(t.app, 'Member', withKey)
    const target = await registerMember(t.app, 'Target', withKey)
    scene = await buildScene(t.app, member, target, withKey)
    await t.worker.drain()
  })

  it('refuses a foreign write and a keyless read on every route, in every spelling', async () => {
    const before = await memberState(t.app, member, withKey)
    const passed: string[] = []
    let sent = 0
    for (const route of t.app.routeAccess) {
      const isWrite = route.method !== 'GET'
      // An open read is open in any spelling: nothing to walk past.
      if (!isWrite && DOCUMENTED_OPEN_ROUTES.has(`${route.method} ${route.url}`)) continue
      const query = validInput(route, 'query', member.address, scene)
      const body = isWrite ? validInput(route, 'body', member.address, scene) : undefined
      const encoding = takesForm(route) ? 'multipart' : 'json'
      for (const [spelling, path] of spellings(filledPath(route.url))) {
        const res = await t.app.inject(
          requestFor(route.method, path, query, body, encoding, {
            cookie: member.cookie,
            origin: FOREIGN,
          }),
        )
        sent += 1
        const error = String(res.headers['content-type']).includes('json') ? res.json().error : ''

        // A foreign write meets the origin check first; a keyless read, the API key.
        const refused = isWrite
          ? res.statusCode === 403 && error.startsWith('writes are accepted only from ')
          : res.statusCode === 401 && error === `a valid ${API_KEY_HEADER} header is required`
        if (!refused) {
          passed.push(
            `${route.method} ${route.url} ${spelling} (${path}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          )
        }
      }
    }
    expect(passed).toEqual([])
    expect(sent).toBeGreaterThan(250)
    expect(await memberState(t.app, member, withKey)).toEqual(before)
  })
})
