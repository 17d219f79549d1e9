import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { type Db, openDatabase } from '../../apps/api/src/db/database.ts'
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { checkLedger } from '../lib/ledger.ts'
import { startMemap } from '../lib/memap.ts'
import { explain, queryTrace, tableRows } from '../lib/query-trace.ts'
import { seededRandom } from '../lib/random.ts'
import { writeSessions } from '../lib/sessions.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import { seedPostgres } from './seed-postgres.ts'
import { seedSqlite } from './seed-sqlite.ts'
import { addressOf, BIG_NETWORK_BADGE, BLOCK, todaysEmotion } from './shape.ts'

export interface MillionBenchOptions {
  databases: DatabaseKind[]
  /** A multiple of 1,000. */
  members: number
  /** Requests measured per query, each for another member where the data allows. */
  samples: number
}

export const FULL_MILLION: Omit<MillionBenchOptions, 'databases'> = {
  members: 1_000_000,
  samples: 200,
}

const SEEDED_TABLES = [
  'users',
  'point_ledger',
  'point_balances',
  'notifications',
  'friendships',
  'user_badges',
  'user_emotions',
]
const WARMUP = 10

/** Seeds a large population, checks its ledger, then times the reads members make most. */
export async function millionBench(options: MillionBenchOptions) {
  if (options.members % BLOCK !== 0) throw new Error(`members must be a multiple of ${BLOCK}`)
  const results = []
  for (const kind of options.databases) {
    const database = await freshDatabase(kind, 'million')
    try {
      const migrated = openDatabase(database)
      await migrateToLatest(migrated.db)
      await migrated.db.destroy()

      const now = new Date()
      const seedStarted = performance.now()
      if (database.databaseUrl) await seedPostgres(database.databaseUrl, options.members, now)
      else seedSqlite(database.dataDir, options.members, now)
      const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)

      const trace = queryTrace()
      const memap = await startMemap({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        chain: 'offline',
        onQuery: trace.onQuery,
      })
      try {
        const rows = await tableRows(memap.db, SEEDED_TABLES)
        const ledger = await checkLedger(memap.db)
        const requests = await sampleRequests(memap.db, options)
        const queries: Record<string, unknown> = {}
        for (const [name, request] of Object.entries(requests)) {
          for (let i = 0; i < WARMUP; i++) await send(memap.app, request(i))
          const times: number[] = []
          const cpuTimes: number[] = []
          for (let i = 0; i < options.samples; i++) {
            const started = performance.now()
            const cpu = process.cpuUsage()
            await send(memap.app, request(i))
            const used = process.cpuUsage(cpu)
            times.push(performance.now() - started)
            cpuTimes.push((used.user + used.system) / 1000)
          }
          const captured = await trace.capture(() => send(memap.app, request(0)))
          const plans = []
          for (const query of captured) {
            plans.push({ sql: query.sql, plan: await explain(memap.db, memap.dialect, query) })
          }
          queries[name] = {
            p50Ms: round(percentile(times, 50)),
            p95Ms: versus(percentile(times, 95), 10, '<='),
            maxMs: round(Math.max(...times)),
            // This process's CPU time (the app's work; PostgreSQL's own is not in it): on a busy
            // machine the wall-clock tail is mostly time spent waiting for a core.
            cpuP50Ms: round(percentile(cpuTimes, 50)),
            cpuP95Ms: round(percentile(cpuTimes, 95)),
            plans,
          }
        }
        results.push({
          database: kind,
          members: options.members,
          seedSeconds,
          rows,
          ledger,
          queries,
        })
      } finally {
        await memap.close()
      }
    } finally {
      await database.drop()
    }
  }
  return results
}

async function send(app: Awaited<ReturnType<typeof startMemap>>['app'], request: InjectOptions) {
  const res = await app.inject(request)
  if (res.statusCode !== 200) throw new Error(`${request.url}: ${res.statusCode} ${res.body}`)
}

/**
 * The requests measured, each a function of the sample number: the busy members (the most
 * ledger rows, notifications and friends) as owners and profiles, other members as viewers,
 * each signed in with a session of their own.
 */
async function sampleRequests(db: Db, options: MillionBenchOptions) {
  const random = seededRandom(99)
  const busy = Array.from({ length: options.members / BLOCK }, (_, b) => b * BLOCK)
  const viewers = Array.from({ length: options.samples }, () => {
    const k = 1 + Math.floor(random() * (options.members - 1))
    return k % BLOCK === 0 ? k + 1 : k
  })
  const signedIn = [...new Set([...busy.slice(0, options.samples), ...viewers])]
  const sessionCookies = await writeSessions(
    db,
    signedIn.map((k) => addressOf(k)),
  )
  const cookies = new Map(signedIn.map((k, i) => [k, sessionCookies[i] as string]))
  const pick = <T>(list: T[], i: number) => list[i % list.length] as T
  const busyAt = (i: number) => pick(busy.slice(0, options.samples), i)
  const owner = (i: number, path: string) => {
    const k = busyAt(i)
    return { url: `${path}?walletAddr=${addressOf(k)}`, headers: { cookie: cookies.get(k) ?? '' } }
  }
  // Page 50 starts after the 1,000th newest notification: the cursor a client would hold.
  const page50 = new Map<number, number>()
  for (const k of busy.slice(0, options.samples)) {
    const { rows } = await sql<{ id: number }>`
      select id from notifications where wallet_addr = ${addressOf(k)}
      order by id desc limit 1 offset 999`.execute(db)
    page50.set(k, Number(rows[0]?.id))
  }
  const viewer = (i: number) => pick(viewers, i)
  const recommend = (objectId: (k: number) => string) => (i: number) => ({
    url: `/v0/friends/recommend/list?walletAddr=${addressOf(viewer(i))}&objectId=${objectId(viewer(i))}&index=0&seed=${randomBytes(8).toString('hex')}`,
    headers: { cookie: cookies.get(viewer(i)) ?? '' },
  })
  return {
    userInfo: (i: number) => ({
      url: `/v0/user/info?walletAddr=${addressOf(viewer(i))}&targetWalletAddr=${addressOf(busyAt(i))}`,
      headers: { cookie: cookies.get(viewer(i)) ?? '' },
    }),
    notificationsPage0: (i: number) => {
      const request = owner(i, '/v0/notification/list')
      return { ...request, url: `${request.url}&index=0` }
    },
    notificationsPage50: (i: number) => {
      const request = owner(i, '/v0/notification/list')
      return { ...request, url: `${request.url}&index=${page50.get(busyAt(i))}` }
    },
    pointHistory: (i: number) => {
      const request = owner(i, '/v0/point/history/list')
      return { ...request, url: `${request.url}&index=0` }
    },
    friendList: (i: number) => ({ url: `/v0/friends/list?walletAddr=${addressOf(busyAt(i))}` }),
    recommendBadge: recommend(() => `badge:${BIG_NETWORK_BADGE}`),
    recommendEmotion: recommend((k) => `emotion:${todaysEmotion(k - (k % 20))}`),
  } satisfies Record<string, (i: number) => InjectOptions>
}
