import { openDatabase } from '../../apps/api/src/db/database.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { checkLedger } from '../lib/ledger.ts'
import { startMemapServer } from '../lib/memap-child.ts'
import { seededRandom } from '../lib/random.ts'
import { percentile, round } from '../lib/stats.ts'
import { OPS_PER_MEMBER, planWrites, type WriteKind, type WriteOp } from './plan.ts'
import type { WritesScenario } from './scenario.ts'

export interface WritesBenchOptions {
  databases: DatabaseKind[]
  /** Registered members who write; each makes 14 writes. */
  members: number
  /** Requests in flight at once. */
  concurrency: number
  /** Also run SQLite with synchronous=FULL (the app's own setting is NORMAL). */
  sqliteFull: boolean
}

export const FULL_WRITES: Omit<WritesBenchOptions, 'databases'> = {
  members: 601,
  concurrency: 50,
  sqliteFull: true,
}

/** The mixed write load against the real server in its own process, then the ledger check. */
export async function writesBench(options: WritesBenchOptions) {
  const variants: Array<{ kind: DatabaseKind; synchronous?: 'FULL' }> = []
  for (const kind of options.databases) {
    variants.push({ kind })
    if (kind === 'sqlite' && options.sqliteFull) variants.push({ kind, synchronous: 'FULL' })
  }
  const results = []
  for (const variant of variants) {
    const database = await freshDatabase(variant.kind, 'writes')
    try {
      const server = await startMemapServer(database, {
        scenario: 'writes',
        members: options.members,
        ...(variant.synchronous ? { sqliteSynchronous: variant.synchronous } : {}),
      })
      let load: Awaited<ReturnType<typeof drive>>
      try {
        const { members } = server.ready.scenario as WritesScenario
        load = await drive(server.ready.url, members, options.concurrency)
      } finally {
        await server.stop()
      }
      // After the server has closed its database: the check reads what was committed.
      const { db } = openDatabase(database)
      const ledger = await checkLedger(db).finally(() => db.destroy())
      results.push({
        database: variant.kind,
        durability: server.ready.durability,
        members: options.members,
        concurrency: options.concurrency,
        ...load,
        ledger,
      })
    } finally {
      await database.drop()
    }
  }
  return results
}

/** Runs every planned write, `concurrency` at a time, in a shuffled mix. */
async function drive(url: string, members: WritesScenario['members'], concurrency: number) {
  const random = seededRandom(20261122)
  const queue: WriteOp[] = []
  const enqueue = (op: WriteOp) => queue.splice(Math.floor(random() * (queue.length + 1)), 0, op)
  planWrites(members.map((member) => member.address)).forEach(enqueue)

  const latencies: number[] = []
  const byKind: Record<WriteKind, number[]> = {
    emotion: [],
    cheer: [],
    friendRequest: [],
    friendAnswer: [],
    badgeApply: [],
  }
  const failures: string[] = []
  let inFlight = 0
  let waiting: Array<() => void> = []
  const wakeAll = () => {
    for (const wake of waiting) wake()
    waiting = []
  }

  const worker = async () => {
    for (;;) {
      const op = queue.pop()
      if (!op) {
        if (inFlight === 0) return
        await new Promise<void>((resolve) => waiting.push(resolve))
        continue
      }
      inFlight++
      const started = performance.now()
      const res = await fetch(`${url}${op.url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: members[op.member]?.cookie ?? '',
        },
        body: JSON.stringify(op.body),
      })
      const answer = (await res.json()) as { data?: unknown; error?: string }
      const elapsed = performance.now() - started
      latencies.push(elapsed)
      byKind[op.kind].push(elapsed)
      if (res.status === 200) op.unlocks?.(answer.data).forEach(enqueue)
      else failures.push(`${op.kind} ${res.status}: ${answer.error}`)
      inFlight--
      wakeAll()
    }
  }

  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  return {
    writes: latencies.length,
    plannedWrites: members.length * OPS_PER_MEMBER,
    seconds: round(seconds),
    writesPerSecond: round(latencies.length / seconds, 0),
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP99Ms: round(percentile(latencies, 99)),
    p99ByKindMs: Object.fromEntries(
      Object.entries(byKind).map(([kind, values]) => [kind, round(percentile(values, 99))]),
    ),
    failures: failures.length,
    firstFailures: failures.slice(0, 5),
  }
}
