// The soak test: the real server under a steady mixed load for a long while (10 minutes by
// default), reporting per interval the requests, the errors (which must be none), the latency
// (p50, p99) and the server's resident memory. On demand, not in CI:
//
//   node --import tsx bench/soak/soak.ts [--duration=10m] [--rate=20] [--interval=60s]
//                                        [--in-flight=32] [--json=FILE] [--postgres]
//
// or the same as SOAK_DURATION, SOAK_RATE, SOAK_INTERVAL, SOAK_IN_FLIGHT, SOAK_JSON. `--postgres`
// runs on DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test) in a database of its own.
// Exits 1 when any request failed or the ledger check finds anything.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../../apps/api/src/db/database.ts'
import { auditLedger } from '../../apps/api/src/ops/ledger-audit.ts'
import { createPostgresDatabase } from '../../apps/api/src/test/database.ts'
import {
  EXPECTED_REFUSALS,
  MixedLoad,
  type OpKind,
  type Outcome,
} from '../../apps/api/src/test/load.ts'
import { freePort, spawnServer, startTestChain } from '../../apps/api/src/test/spawned-server.ts'

export interface SoakOptions {
  durationMs: number
  /** Ops started a second (an op is one to three requests). */
  rate: number
  /** Report every this many milliseconds. */
  intervalMs: number
  /** At most this many ops in flight; a tick that finds them all busy is counted as missed. */
  inFlight: number
  /** A PostgreSQL URL to run on, else SQLite in a temporary DATA_DIR. */
  databaseUrl?: string | undefined
  /** Told of each interval's row as it is measured. */
  onInterval?: (row: IntervalRow) => void
}

export interface IntervalRow {
  /** Seconds since the load began, at the end of the interval. */
  at: number
  requests: number
  ops: number
  /** Ops that were refused as a member may be refused (a cheer over the daily limit, ...). */
  refusals: number
  /** Requests that got no answer or a 5xx, and ops answered with anything unexpected. */
  errors: number
  p50: number
  p99: number
  max: number
  /** The server's resident memory (VmRSS) at the end of the interval, in MB. */
  rssMb: number
  /** Ticks at which every op slot was busy, so no op was started. */
  missed: number
  /** The machine's 1-minute load average at the end of the interval (other work shows here). */
  load: number
}

export interface SoakResult {
  startedAt: string
  options: Omit<SoakOptions, 'onInterval' | 'databaseUrl'> & { database: 'sqlite' | 'postgres' }
  machine: { nproc: number; memoryMb: number; cpu: string }
  rows: IntervalRow[]
  totals: { requests: number; ops: number; refusals: number; errors: number; members: number }
  /** Latency of each route over the whole run. */
  routes: Array<{ route: string; requests: number; p50: number; p99: number }>
  /** The first few errors, to find their cause. */
  errorSamples: string[]
  /** The ledger check after the run: empty when sound. */
  ledgerProblems: string[]
  /** Chain jobs not confirmed a while after the load stopped. */
  unsentJobs: number
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const startedAt = new Date().toISOString()
  const cleanups: Array<() => Promise<unknown>> = []
  try {
    const chain = await startTestChain()
    cleanups.push(chain.stop)
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-soak-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    let databaseUrl: string | undefined
    if (options.databaseUrl) {
      const database = await createPostgresDatabase(options.databaseUrl, 'soak')
      cleanups.push(database.drop)
      databaseUrl = database.url
    }
    const server = await spawnServer({
      port: await freePort(),
      dataDir,
      env: {
        ...chain.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        RATE_LIMIT_SIGN_IN: '1000000',
        RATE_LIMIT_WRITES: '1000000',
        RATE_LIMIT_UPLOADS: '1000000',
        RATE_LIMIT_READS: '1000000',
      },
    })
    cleanups.push(() => server.kill())

    let bucket = emptyBucket()
    const byRoute = new Map<string, number[]>()
    const load = new MixedLoad({
      url: () => server.url,
      onRequest: ({ path: route, status, ms }) => {
        bucket.latencies.push(ms)
        const latencies = byRoute.get(route) ?? []
        latencies.push(ms)
        byRoute.set(route, latencies)
        if (status === 0 || status >= 500) {
          bucket.errors++
          sample(`${route} answered ${status || 'nothing'}`)
        }
      },
    })
    const errorSamples: string[] = []
    const sample = (text: string) => {
      if (errorSamples.length < 20) errorSamples.push(text)
    }
    const judge = (outcome: Outcome) => {
      bucket.ops++
      if (outcome.status === 200) return
      if (EXPECTED_REFUSALS[outcome.op.kind as OpKind].includes(outcome.status)) {
        bucket.refusals++
      } else if (outcome.status > 0 && outcome.status < 500) {
        // A 4xx nobody should get (the 5xx and no-answers were counted per request).
        bucket.errors++
        sample(`${outcome.op.kind} answered ${outcome.status}: ${outcome.error}`)
      }
    }

    const rows: IntervalRow[] = []
    let inFlight = 0
    const running = new Set<Promise<void>>()
    const began = performance.now()
    let nextReport = began + options.intervalMs
    const end = began + options.durationMs
    const tickMs = 1000 / options.rate
    let nextTick = began
    while (performance.now() < end) {
      const now = performance.now()
      if (now >= nextReport) {
        const row = await closeBucket(bucket, (nextReport - began) / 1000, server.pid)
        rows.push(row)
        options.onInterval?.(row)
        bucket = emptyBucket()
        nextReport += options.intervalMs
      }
      if (now >= nextTick) {
        nextTick += tickMs
        if (inFlight >= options.inFlight) {
          bucket.missed++
          continue
        }
        const op = load.plan()
        if (!op) {
          bucket.missed++
          continue
        }
        inFlight++
        const done: Promise<void> = load.run(op).then(judge, (error: Error) => {
          bucket.errors++
          sample(`${op.kind} threw ${error.message}`)
        })
        running.add(done)
        done.finally(() => {
          inFlight--
          running.delete(done)
        })
        continue
      }
      await sleep(Math.max(0, Math.min(nextTick, nextReport) - performance.now()))
    }
    await Promise.all(running)
    // The last interval ends with the load (its late answers are counted in it).
    const last = await closeBucket(
      bucket,
      Math.min(performance.now() - began, options.durationMs) / 1000,
      server.pid,
    )
    if (last.requests > 0) {
      rows.push(last)
      options.onInterval?.(last)
    }

    // The chain worker finishes its queue; then the server stops as an operator stops it.
    const { db } = openDatabase({ databaseUrl, dataDir })
    cleanups.push(() => db.destroy())
    const unsent = () =>
      db.selectFrom('chain_jobs').select('id').where('status', '!=', 'confirmed').execute()
    const settleBy = performance.now() + 60_000
    while ((await unsent()).length > 0 && performance.now() < settleBy) await sleep(500)
    await server.stop()

    const sum = (key: 'requests' | 'ops' | 'refusals' | 'errors') =>
      rows.reduce((total, row) => total + row[key], 0)
    return {
      startedAt,
      options: {
        durationMs: options.durationMs,
        rate: options.rate,
        intervalMs: options.intervalMs,
        inFlight: options.inFlight,
        database: databaseUrl ? 'postgres' : 'sqlite',
      },
      machine: {
        nproc: os.availableParallelism(),
        memoryMb: Math.round(os.totalmem() / 2 ** 20),
        cpu: os.cpus()[0]?.model ?? 'unknown',
      },
      rows,
      totals: {
        requests: sum('requests'),
        ops: sum('ops'),
        refusals: sum('refusals'),
        errors: sum('errors'),
        members: load.members.filter((member) => member.registered).length,
      },
      routes: [...byRoute].map(([route, latencies]) => {
        const sorted = latencies.sort((a, b) => a - b)
        return {
          route,
          requests: sorted.length,
          p50: round(quantile(sorted, 0.5)),
          p99: round(quantile(sorted, 0.99)),
        }
      }),
      errorSamples,
      ledgerProblems: await auditLedger(db),
      unsentJobs: (await unsent()).length,
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  }
}

interface Bucket {
  latencies: number[]
  ops: number
  refusals: number
  errors: number
  missed: number
}

const emptyBucket = (): Bucket => ({ latencies: [], ops: 0, refusals: 0, errors: 0, missed: 0 })

async function closeBucket(bucket: Bucket, at: number, pid: number): Promise<IntervalRow> {
  const sorted = [...bucket.latencies].sort((a, b) => a - b)
  const rank = (q: number) => quantile(sorted, q)
  return {
    at: Math.round(at),
    requests: sorted.length,
    ops: bucket.ops,
    refusals: bucket.refusals,
    errors: bucket.errors,
    p50: round(rank(0.5)),
    p99: round(rank(0.99)),
    max: round(sorted.at(-1)),
    rssMb: await residentMb(pid),
    missed: bucket.missed,
    load: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  }
}

/** The nearest-rank quantile of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1))]

const round = (ms: number | undefined) => Math.round((ms ?? 0) * 10) / 10

/** VmRSS of a process, from /proc (Linux), in MB; 0 where there is no /proc. */
export async function residentMb(pid: number): Promise<number> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0)
    return Math.round(kb / 102.4) / 10
  } catch {
    return 0
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `90`, `90s`, `10m` or `1h` as milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim())
  if (!match) throw new Error(`not a duration: ${text} (try 20s or 10m)`)
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'] ?? 1_000
  return Number(match[1]) * unit
}

/** The result as the Markdown table of bench/soak/README.md. */
export function markdownTable(result: SoakResult): string {
  const lines = [
    '| at | requests | ops | refusals | errors | p50 ms | p99 ms | max ms | RSS MB | missed ticks | load |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${formatAt(row.at)} | ${row.requests} | ${row.ops} | ${row.refusals} | ${row.errors} | ${row.p50} | ${row.p99} | ${row.max} | ${row.rssMb} | ${row.missed} | ${row.load} |`,
    ),
  ]
  return lines.join('\n')
}

const formatAt = (seconds: number) =>
  seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`

async function main() {
  const args = new Map(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=')
      return [key ?? '', value ?? 'true'] as const
    }),
  )
  const option = (name: string, env: string, fallback: string) =>
    args.get(name) ?? process.env[env] ?? fallback
  const postgres = args.has('postgres')
  const options: SoakOptions = {
    durationMs: parseDuration(option('duration', 'SOAK_DURATION', '10m')),
    rate: Number(option('rate', 'SOAK_RATE', '20')),
    intervalMs: parseDuration(option('interval', 'SOAK_INTERVAL', '60s')),
    inFlight: Number(option('in-flight', 'SOAK_IN_FLIGHT', '32')),
    databaseUrl: postgres
      ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : undefined,
    onInterval: (row) =>
      console.log(
        `${formatAt(row.at)}: ${row.requests} requests, ${row.errors} errors, p50 ${row.p50} ms, p99 ${row.p99} ms, RSS ${row.rssMb} MB`,
      ),
  }
  if (!(options.rate > 0) || !(options.inFlight > 0))
    throw new Error('rate and in-flight must be > 0')
  console.log(
    `soak: ${options.durationMs / 1000} s at ${options.rate} ops/s on ${postgres ? 'PostgreSQL' : 'SQLite'}`,
  )
  const result = await runSoak(options)
  console.log(`\n${markdownTable(result)}\n`)
  console.log(
    result.routes
      .map(
        (route) =>
          `${route.route}: ${route.requests} requests, p50 ${route.p50} ms, p99 ${route.p99} ms`,
      )
      .join('\n'),
  )
  console.log(
    `totals: ${JSON.stringify(result.totals)}; ledger problems: ${result.ledgerProblems.length}; unsent chain jobs: ${result.unsentJobs}`,
  )
  if (result.errorSamples.length) console.log('errors:', result.errorSamples)
  const json = option('json', 'SOAK_JSON', '')
  if (json) await fs.writeFile(json, `${JSON.stringify(result, null, 2)}\n`)
  const failed =
    result.totals.errors > 0 || result.ledgerProblems.length > 0 || result.unsentJobs > 0
  process.exit(failed ? 1 : 0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
