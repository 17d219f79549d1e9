import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { API_PREFIX } from '@memap/shared/api'
import { apiPath } from '@memap/shared/endpoint'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import { isRefusalCode } from '@memap/shared/refusal-codes'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import type { LocalAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import { isPostgres } from './db/dialect.ts'
import type { RouteAccess } from './plugins/access.ts'
import { useTestApp } from './test/app.ts'
import {
  documentedCodes,
  documentedPlans,
  documentedStatuses,
  type OpenApiDocument,
  operationOf,
  serverChecked,
} from './test/documented-input.ts'
import { form } from './test/forms.ts'
import { type Caller, edgePlans, hostilePlans, type Plan, toInject } from './test/hostile-input.ts'
import { png } from './test/images.ts'
import { registerMember } from './test/members.ts'
import { signIn } from './test/sign-in.ts'

// Hostile input on every /v0 route. For each route the app registers:
// - requests its schemas refuse, sent anonymously, with a wrong key, with the API key only and
//   as a signed-in member: each must be answered with a 4xx in the `{ error, code }` shape, and leave
//   the database and the images exactly as they were;
// - requests of the right shape with extreme values (ids past 32 bits, text at its limits): the
//   server may take or refuse them, but never fail with a 5xx;
// - requests drawn from the OpenAPI document it serves: never refused for a field's form, so a
//   rule the document does not state fails here.
// Every refusal of the last two is one the document lists for its route.
// FUZZ_RUNS sets the number of hostile requests in all (spread over the routes; a quarter as many
// extreme ones), FUZZ_SEED replays a run (see docs/OPERATIONS.md, "Hostile input"):
// `FUZZ_RUNS=20000 npx vitest run --project api-sqlite apps/api/src/fuzz.test.ts`.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1200)

/**
 * The routes sent requests: all but the live event stream, whose answer never ends (an injected
 * request would wait for ever). Its one input, the resume id, is tested in modules/events.
 */
const fuzzed = (routes: RouteAccess[]) =>
  routes.filter((route) => route.url !== apiPath(liveEvents))
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
const API_KEY = 'fuzz-api-key'

describe('hostile input on every /v0 route', () => {
  const t = useTestApp({ API_KEYS: API_KEY })
  const keyed = { 'x-api-key': API_KEY }

  /**
   * Every table's row count and a hash of its rows, in an order that does not depend on storage.
   * Left out: when a session was last used, which any request presenting it records (refused or
   * not, at most once a minute), as a device list shows.
   */
  async function databaseState() {
    if (isPostgres(t.db)) {
      // This run's schema only: Kysely's introspection reads every schema, and another test
      // file may drop its own meanwhile.
      const tables = (
        await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(t.db)
      ).rows.map((row) => row.name)
      // One round trip for all tables: the database hashes each table's rows itself.
      const row = (table: string) =>
        table === 'sessions' ? sql`(to_jsonb(t) - 'last_seen_at')::text` : sql`t::text`
      const { rows } = await sql<{ name: string; rows: string; hash: string }>`${sql.join(
        tables.map(
          (table) =>
            sql`select ${table} as name, count(*) as rows, md5(coalesce(string_agg(${row(table)}, '|' order by ${row(table)}), '')) as hash from ${sql.table(table)} t`,
        ),
        sql` union all `,
      )}`.execute(t.db)
      return Object.fromEntries(
        rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]),
      )
    }
    const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort()
    const state: Record<string, { rows: number; hash: string }> = {}
    for (const table of tables) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(t.db)
      const lines = rows
        .map((row) =>
          JSON.stringify({ ...row, ...(table === 'sessions' && { last_seen_at: null }) }),
        )
        .sort()
      state[table] = {
        rows: rows.length,
        hash: createHash('sha256').update(lines.join('\n')).digest('hex'),
      }
    }
    return state
  }

  /** Every file of the image store, with its size. */
  async function blobState() {
    const store = t.config.blobStore
    if (store.kind !== 'disk') throw new Error('the fuzzer reads the disk store')
    const entries = await fs
      .readdir(store.dir, { recursive: true, withFileTypes: true })
      .catch(() => [])
    const files = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name)
          return `${path.relative(store.dir, file)} ${(await fs.stat(file)).size}`
        }),
    )
    return files.sort()
  }

  it('walks every /v0 route the app registers', async () => {
    await t.app.ready()
    const routes = t.app.routeAccess.map((route) => `${route.method} ${route.url}`)
    // The list comes from the app itself (plugins/access.ts), so a new route is fuzzed too.
    expect(routes.length).toBeGreaterThan(30)
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /v0/profile/register',
        'PUT /v0/albums/upload',
        'POST /v0/withdraw',
        'GET /v0/images/:key',
        'POST /v0/rpc',
      ]),
    )
    expect(routes.every((route) => route.split(' ')[1]?.startsWith(`${API_PREFIX}/`))).toBe(true)
  })

  /**
   * Checks that a refusal is one the OpenAPI document lists for its route (the document is read
   * once); a route the document leaves out (the devnet's RPC relay) has nothing to check.
   */
  let document: OpenApiDocument | undefined
  async function expectDocumented(res: LightMyRequestResponse, route: RouteAccess, where: string) {
    document ??= (await t.app.inject({ url: '/v0/docs/json' })).json() as OpenApiDocument
    const operation = operationOf(document, route)
    if (!operation) return
    expect(documentedStatuses(operation), where).toContain(res.statusCode)
    // And the code is one the document lists for that status (the health check's own 503 aside).
    const { code } = res.json() as { code?: string }
    if (res.statusCode < 500)
      expect(documentedCodes(operation, res.statusCode), where).toContain(code)
  }

  /** A refusal's body: `{ error, code }`, with the field and the figures it carries. */
  function expectRefusalShape(body: Record<string, unknown>, where: string) {
    expect(Object.keys(body).slice(0, 2), where).toEqual(['error', 'code'])
    for (const key of Object.keys(body))
      expect(['error', 'code', 'field', 'values'], where).toContain(key)
    expect(isRefusalCode(body.code), where).toBe(true)
  }

  /** The caller the plans act for, with what signs it in again and names its MeMap. */
  type Member = Caller & { account: LocalAccount; name: string }

  /** Two members signed up through the API: the caller the plans act for, and another one. */
  async function signUpCaller(name: string, otherName: string): Promise<Member> {
    const member = await registerMember(t.app, name, keyed)
    const other = await registerMember(t.app, otherName, keyed)
    return {
      apiKey: API_KEY,
      cookie: member.cookie,
      address: member.address,
      other: other.address,
      account: member.account,
      name,
    }
  }

  /**
   * A request the server may take can sign the caller out (logout, ending its sessions) or end
   * its MeMap (leaving): the caller signs in, and joins, again, so that every route after it is
   * tried as a member, not refused for want of one. Answers whether anything was restored.
   */
  async function restoreCaller(caller: Member): Promise<boolean> {
    const headers = () => ({ ...keyed, cookie: caller.cookie })
    const session = await t.app.inject({ url: '/v0/auth/session', headers: headers() })
    const signedOut = session.statusCode === 401
    if (signedOut) caller.cookie = await signIn(t.app, caller.account, keyed)
    const profile = await t.app.inject({
      url: `/v0/user/info?targetWalletAddr=${caller.address}`,
      headers: headers(),
    })
    const left = profile.statusCode === 404
    if (left) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/v0/profile/register',
        headers: headers(),
        payload: form({ wallet_addr: caller.address, user_name: caller.name }),
      })
      expect(joined.statusCode, joined.body).toBe(200)
    }
    return signedOut || left
  }

  /**
   * The one property both tests check: each route's plans, sent as `caller`, `runs` of them in
   * all (spread over the routes), each answer passed to `check` with a line that names it.
   */
  async function sendPlans(
    routes: Array<{ route: RouteAccess; plans: fc.Arbitrary<Plan> }>,
    caller: Member,
    runs: number,
    check: (res: LightMyRequestResponse, where: string, route: RouteAccess) => void | Promise<void>,
  ) {
    const numRuns = Math.max(1, Math.ceil(runs / routes.length))
    for (const { route, plans } of routes) {
      await fc.assert(
        fc.asyncProperty(plans, async (plan) => {
          const res = await t.app.inject(toInject(route, plan, caller))
          await check(
            res,
            `${route.method} ${route.url} answered ${res.statusCode} ${res.body.slice(0, 300)}`,
            route,
          )
        }),
        { numRuns, ...(SEED === undefined ? {} : { seed: SEED }) },
      )
      if (await restoreCaller(caller)) restored.push(`${route.method} ${route.url}`)
    }
  }
  /** The routes after which the caller had to sign in or join again (each test resets it). */
  const restored: string[] = []

  it(
    'never fails on requests of the right shape with extreme values',
    async () => {
      // These may be taken and write (with the chain worker running), so they come before the
      // test that proves hostile requests change nothing, which has members of its own.
      const caller = await signUpCaller('Edge Member', 'Edge Other')
      const routes = fuzzed(t.app.routeAccess).flatMap((route) => {
        const plans = edgePlans(route, caller)
        return plans ? [{ route, plans }] : []
      })
      restored.length = 0
      await sendPlans(routes, caller, RUNS / 4, async (res, where, route) => {
        // 501 is the decided answer of the X and Telegram links when they are not configured.
        const unconfigured = res.statusCode === 501 && /not configured/.test(res.body)
        if (!unconfigured) expect(res.statusCode, where).toBeLessThan(500)
        if (res.statusCode >= 400) {
          await expectDocumented(res, route, where)
          expectRefusalShape(res.json(), where)
          expect(res.json().error, where).not.toMatch(/FST_|ERR_|Internal Server Error/)
        }
      })
    },
    30 * 60_000,
  )

  it(
    'never refuses as malformed a request the OpenAPI document allows',
    async () => {
      // A rule the server checks that the document does not state fails here: the request is
      // drawn from the document (test/documented-input.ts) and answered 400 with the field.
      const caller = await signUpCaller('Doc Member', 'Doc Other')
      const document = (await t.app.inject({ url: '/v0/docs/json' })).json() as OpenApiDocument
      const image = await png(8, 8)
      const checked = new Map<RouteAccess, Set<string>>()
      restored.length = 0
      const routes = fuzzed(t.app.routeAccess).flatMap((route) => {
        const operation = operationOf(document, route)
        if (!operation) return []
        checked.set(route, serverChecked(operation))
        return [{ route, plans: documentedPlans(operation, route, caller, image) }]
      })
      expect(routes.length).toBeGreaterThan(30)
      await sendPlans(routes, caller, RUNS / 4, async (res, where, route) => {
        if (res.statusCode >= 400) await expectDocumented(res, route, where)
        if (res.statusCode !== 400) return
        // A refusal of a field names it first (`field: …`): refused for its form, unless the
        // document says the server checks its content. A refusal that names no field refuses
        // what the request asks of the server's state (nothing to withdraw, one's own photo).
        const path = /^([\w.[\]]+): /.exec(String(res.json().error))?.[1]
        const field = path?.split(/[.[]/)[0]
        if (field !== undefined) expect(checked.get(route)?.has(field), where).toBe(true)
      })
      // Signing out and leaving were taken, and every route after them tried as a member.
      expect(restored).toEqual(
        expect.arrayContaining(['POST /v0/auth/logout', 'POST /v0/account/delete']),
      )
    },
    30 * 60_000,
  )

  it(
    'answers every hostile request with a 4xx and a message, and changes nothing',
    async () => {
      const caller = await signUpCaller('Fuzz Member', 'Fuzz Other')
      // The mints and faucet drips of the sign-ups settle first; then nothing may move.
      await t.worker.drain()
      await t.worker.stop()

      // The snapshots do notice a write: a nonce (a row) and an album photo (a row and a file).
      const empty = { database: await databaseState(), blobs: await blobState() }
      expect((await t.app.inject({ url: '/v0/auth/nonce', headers: keyed })).statusCode).toBe(200)
      const photo = await t.app.inject({
        method: 'PUT',
        url: '/v0/albums/upload',
        headers: { ...keyed, cookie: caller.cookie },
        payload: form({ walletAddr: caller.address }, { bytes: await png(40, 30) }),
      })
      expect(photo.statusCode, photo.body).toBe(200)
      const database = await databaseState()
      const blobs = await blobState()
      expect(database).not.toEqual(empty.database)
      expect(blobs).not.toEqual(empty.blobs)

      const routes = fuzzed(t.app.routeAccess)
      const options = { bodyLimit: t.config.bodyLimitBytes, routes }
      const plans = routes.map((route) => ({ route, plans: hostilePlans(route, caller, options) }))
      await sendPlans(plans, caller, RUNS, async (res, where) => {
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, where).toBeLessThan(500)
        expect(res.headers['content-type'], where).toMatch(/^application\/json/)
        const body = res.json()
        expectRefusalShape(body, where)
        expect(typeof body.error, where).toBe('string')
        // A sentence a person can act on, not an internal code or a stack.
        expect(body.error.length, where).toBeGreaterThanOrEqual(8)
        expect(body.error.length, where).toBeLessThanOrEqual(400)
        expect(body.error, where).not.toMatch(/FST_|ERR_|\n\s+at |Internal Server Error/)
        expect(await databaseState(), where).toEqual(database)
        expect(await blobState(), where).toEqual(blobs)
      })
    },
    30 * 60_000,
  )
})
