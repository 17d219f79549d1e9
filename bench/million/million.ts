import { randomBytes } from 'node:crypto'
import { pastPrefix, searchQuery } from '@memap/shared/search-terms'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { type Db, openDatabase } from '../../apps/api/src/db/database.ts'
import { withGenericPlans } from '../../apps/api/src/db/dialect.ts'
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts'
import { fillSearchTerms } from '../../apps/api/src/db/migrations/2026-11-27T0400-member-search.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { checkLedger } from '../lib/ledger.ts'
import { startMemap } from '../lib/memap.ts'
import { explain, queryTrace, tableRows } from '../lib/query-trace.ts'
import { seededRandom } from '../lib/random.ts'
import { writeSessions } from '../lib/sessions.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import { seedPostgres } from './seed-postgres.ts'
import { seedSqlite } from './seed-sqlite.ts'
import {
  addressOf,
  BIG_NETWORK_BADGE,
  BLOCK,
  isKorean,
  koreanName,
  memberName,
  todaysEmotion,
} from './shape.ts'

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
  'member_search_terms',
]
const WARMUP = 10
/** p95 targets in ms: 10 for every read, 20 for a search (bench/RESULTS.md, "A million members"). */
const TARGET_MS: Record<string, number> = {
  searchCommonPrefix: 20,
  searchRareInfix: 20,
  searchInitials: 20,
}
/** The prefixes most names start with: 'm' and 'mem' 750,000 of them, '김' 25,000. */
const COMMON_PREFIXES = ['m', 'mem', 'member 1', '김', '이민']

/** Seeds a large population, checks its ledger, then times the reads members make most. */
export async function millionBench(options: MillionBenchOptions) {
  if (options.members % BLOCK !== 0) throw new Error(`members must be a multiple of ${BLOCK}`)
  const results = []
  for (const kind of options.databases) {
    const database = await freshDatabase(kind, 'million')
    try {
      const migrated = openDatabase(database)
      await migrateToLatest(migrated.db)

      const now = new Date()
      const seedStarted = performance.now()
      if (database.databaseUrl) await seedPostgres(database.databaseUrl, options.members, now)
      else seedSqlite(database.dataDir, options.members, now)
      const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)
      // The search terms of the seeded names, as the migration writes them for members who
      // joined before it.
      const termsStarted = performance.now()
      await fillSearchTerms(migrated.db)
      if (database.databaseUrl) await sql`vacuum analyze member_search_terms`.execute(migrated.db)
      const searchTermsSeconds = round((performance.now() - termsStarted) / 1000, 1)
      await migrated.db.destroy()

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
          // The first read's queries, before any cache holds its answer: the ones explained.
          const captured = await trace.capture(() => send(memap.app, request(0)))
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
          const plans = []
          for (const query of captured) {
            // A search runs on PostgreSQL's generic plan (withGenericPlans): explained as run.
            const plan = name.startsWith('search')
              ? await withGenericPlans(memap.db, (on) => explain(on, memap.dialect, query))
              : await explain(memap.db, memap.dialect, query)
            plans.push({ sql: query.sql, plan })
          }
          queries[name] = {
            p50Ms: round(percentile(times, 50)),
            p95Ms: versus(percentile(times, 95), TARGET_MS[name] ?? 10, '<='),
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
          searchTermsSeconds,
          rows,
          searchMatches: await searchMatches(memap.db, options),
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
    searchCommonPrefix: search((i) => pick(COMMON_PREFIXES, i)),
    searchRareInfix: search((i) => searchProbes(options.members, i).infix),
    searchInitials: search((i) => searchProbes(options.members, i).initials),
  } satisfies Record<string, (i: number) => InjectOptions>

  /** A search by a signed-in viewer, the first page. */
  function search(query: (i: number) => string) {
    return (i: number) => ({
      url: `/v0/user/search?walletAddr=${addressOf(viewer(i))}&q=${encodeURIComponent(query(i))}&index=0`,
      headers: { cookie: cookies.get(viewer(i)) ?? '' },
    })
  }
}

/**
 * The Korean member a sample searches for, and its queries: the given name alone (a part inside
 * the name, which about 1 in 1,600 members have), and the initial consonants of the whole name
 * (one sample in two) or of the given name (inside).
 */
function searchProbes(members: number, i: number) {
  const k = Math.floor((i * 7919 * 4) % members) + 1
  const name = koreanName(isKorean(k) ? k : 1)
  const given = name.slice(1)
  const initials = [...name].map(
    (c) =>
      'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[
        Math.floor(((c.codePointAt(0) ?? 0) - 0xac00) / 588)
      ],
  )
  return { infix: given, initials: (i % 2 === 0 ? initials : initials.slice(1)).join('') }
}

/** How many members each probe's queries match (a few of each), for the record. */
async function searchMatches(db: Db, options: MillionBenchOptions) {
  const queries = [
    ...COMMON_PREFIXES,
    ...[0, 1, 2, 3].flatMap((i) => [
      searchProbes(options.members, i).infix,
      searchProbes(options.members, i).initials,
    ]),
  ]
  const counts: Record<string, number> = {}
  for (const text of new Set(queries)) {
    const asked = searchQuery(text)
    if (!asked) continue
    const { rows } = await sql<{ members: number | string }>`
      select count(distinct wallet_addr) as members from member_search_terms
      where part in (${asked.start}, ${asked.inside}) and term >= ${asked.key}
        and term < ${pastPrefix(asked.key) ?? '\u{10ffff}'}`.execute(db)
    counts[text] = Number(rows[0]?.members)
  }
  return { example: memberName(1), counts }
}
