import { generateKeyPairSync } from 'node:crypto'
import { LOCAL_API_KEY } from '@memap/shared/api'
import { sql } from 'kysely'
import { type Db, openDatabase } from '../../apps/api/src/db/database.ts'
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts'
import { startPushService } from '../../apps/api/src/test/push-service.ts'
import {
  freePort,
  type SpawnedServer,
  spawnServer,
  startTestChain,
} from '../../apps/api/src/test/spawned-server.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { cpuMicros, machineTicks } from '../lib/machine.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import { type PushMember, seedPushMembers } from './seed.ts'

export interface PushBenchOptions {
  databases: DatabaseKind[]
  /** Members seeded, each signed in with today's emotion and one subscribed device. */
  members: number
  /** Cheers a second, and for how long. */
  perSecond: number
  seconds: number
  /** The server is killed (SIGKILL) this far into the storm and started again; never without. */
  killAtS: number | undefined
}

export const FULL_PUSH: Omit<PushBenchOptions, 'databases'> = {
  members: 10_000,
  perSecond: 100,
  seconds: 60,
  killAtS: 30,
}

/** How long the outbox may take to drain after the storm: a killed sender's hold (60 s) and more. */
const DRAIN_TIMEOUT_MS = 150_000
/** A cheer whose answer is lost (the server was killed) is tried again once it is back, so often. */
const MAX_TRIES = 4

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A VAPID key pair as `npx web-push generate-vapid-keys` prints it (P-256, base64url). */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ])
  return {
    publicKey: point.toString('base64url'),
    privateKey: privateKey.export({ format: 'jwk' }).d as string,
  }
}

/**
 * Cheer i of the storm: the i-th target in order, cheered by the member after it (one further
 * on each pass over the members). Within a pass every target is cheered once, so no two cheers
 * of one device fall into one round of the sender (which would send them as one push); a member
 * cheers once a pass, well inside the daily allowance of 10 for up to 10 passes.
 */
export function stormCheer(i: number, members: number) {
  const pass = Math.floor(i / members)
  const target = i % members
  return { target, cheerer: (target + 1 + pass) % members, pass }
}

interface Cheer {
  cheerer: PushMember
  target: PushMember
  /** When the cheer was last sent, and when the server answered it 200 (ms, wall clock). */
  sentAt: number
  answeredAt?: number
  /** 200, or 409 on a retry: it was written before the kill, and its answer lost. */
  outcome?: 'accepted' | 'written, answer lost' | 'unanswered' | `refused ${number}`
  tries: number
  /** When each try that got no answer ended. */
  failedAt: number[]
}

/**
 * Web Push under a storm of cheers (bench/RESULTS.md, "Web Push under a storm of cheers"): `members` members, each with a device subscribed
 * at the local push service (apps/api/src/test/push-service.ts: it checks VAPID and decrypts each
 * push as a browser would); the real server in its own process; `perSecond` cheers a second for
 * `seconds`, each onto a different member's emotion; the server SIGKILLed at `killAtS` and started
 * again on the same database. Reports the time from each cheer's answer to its push's arrival,
 * then, once the outbox has drained, that every accepted cheer's push arrived, and how many
 * arrived twice.
 */
export async function pushBench(options: PushBenchOptions) {
  const results = []
  for (const kind of options.databases) results.push(await storm(kind, options))
  return results
}

async function storm(kind: DatabaseKind, options: PushBenchOptions) {
  const cleanups: Array<() => Promise<unknown>> = []
  try {
    const database = await freshDatabase(kind, 'push')
    cleanups.push(() => database.drop())
    const vapid = vapidKeys()
    const service = await startPushService(() => vapid.publicKey)
    cleanups.push(() => service.close())
    const chain = await startTestChain()
    cleanups.push(() => chain.stop())

    const { db } = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl })
    cleanups.push(() => db.destroy())
    await migrateToLatest(db)
    const seedStarted = performance.now()
    const members = await seedPushMembers(db, options.members, service)
    const seedS = (performance.now() - seedStarted) / 1000

    const port = await freePort()
    const env = {
      ...chain.env,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@memap.example',
      PUSH_SERVICE_HOSTS: service.host,
      RATE_LIMIT_SIGN_IN: '100000000',
      RATE_LIMIT_WRITES: '100000000',
      RATE_LIMIT_UPLOADS: '100000000',
      RATE_LIMIT_READS: '100000000',
    }
    const start = () => spawnServer({ port, dataDir: database.dataDir, env })
    let server: SpawnedServer = await start()
    cleanups.push(() => server.stop())

    // The storm: cheer i goes out at i / perSecond s; one that gets no answer (the server was
    // killed under it, or is down) is sent again once the server is back.
    const total = Math.round(options.perSecond * options.seconds)
    const cheers: Cheer[] = []
    let up: Promise<void> = Promise.resolve()
    const send = async (cheer: Cheer) => {
      for (;;) {
        cheer.tries++
        cheer.sentAt = Date.now()
        const status = await fetch(`${server.url}/v0/emotion/cheers/request`, {
          method: 'POST',
          headers: {
            'X-API-Key': LOCAL_API_KEY,
            'content-type': 'application/json',
            cookie: cheer.cheerer.cookie,
          },
          body: JSON.stringify({
            walletAddr: cheer.cheerer.address,
            userEmotionId: cheer.target.userEmotionId,
          }),
          signal: AbortSignal.timeout(30_000),
        }).then(
          async (response) => {
            await response.arrayBuffer()
            return response.status
          },
          () => 0,
        )
        if (status === 200) {
          cheer.answeredAt = Date.now()
          cheer.outcome = 'accepted'
          return
        }
        if (status === 409 && cheer.tries > 1) {
          cheer.outcome = 'written, answer lost'
          return
        }
        if (status !== 0) {
          cheer.outcome = `refused ${status}`
          return
        }
        cheer.failedAt.push(Date.now())
        if (cheer.tries >= MAX_TRIES) {
          cheer.outcome = 'unanswered'
          return
        }
        await up
      }
    }

    // The server's CPU time over the storm, both processes when it is killed (not the second's start).
    let serverCpuMicros = 0
    const restart = {
      killedAtS: Number.NaN,
      backAfterS: Number.NaN,
      /** Pushes the killed server had taken and not marked sent: they wait out its hold. */
      heldByTheKilledServer: 0,
    }
    const kill = async (stormStarted: number) => {
      let back = () => {}
      up = new Promise<void>((resolve) => {
        back = resolve
      })
      const killedAt = Date.now()
      restart.killedAtS = (killedAt - stormStarted) / 1000
      serverCpuMicros += cpuMicros(server.pid)
      await server.kill()
      restart.heldByTheKilledServer = await heldRows(db)
      server = await start()
      serverCpuMicros -= cpuMicros(server.pid)
      restart.backAfterS = (Date.now() - killedAt) / 1000
      back()
    }

    serverCpuMicros -= cpuMicros(server.pid)
    const ticksBefore = machineTicks()
    const sending: Promise<void>[] = []
    const stormStarted = Date.now()
    let killing: Promise<void> | undefined
    while (cheers.length < total) {
      const due = Math.min(
        total,
        Math.floor(((Date.now() - stormStarted) / 1000) * options.perSecond) + 1,
      )
      while (cheers.length < due) {
        const { cheerer, target } = stormCheer(cheers.length, members.length)
        const cheer: Cheer = {
          cheerer: members[cheerer] as PushMember,
          target: members[target] as PushMember,
          sentAt: Date.now(),
          tries: 0,
          failedAt: [],
        }
        cheers.push(cheer)
        sending.push(send(cheer))
      }
      if (
        options.killAtS !== undefined &&
        !killing &&
        Date.now() - stormStarted >= options.killAtS * 1000
      ) {
        killing = kill(stormStarted)
      }
      await sleep(5)
    }
    const stormS = (Date.now() - stormStarted) / 1000
    await killing
    await Promise.all(sending)
    const answeredS = (Date.now() - stormStarted) / 1000
    serverCpuMicros += cpuMicros(server.pid)
    const ticksAfter = machineTicks()

    // Until the outbox is empty of unsent pushes (a killed sender's hold runs out after 60 s)
    // and every push due has arrived.
    const written = cheers.filter(
      (cheer) => cheer.outcome === 'accepted' || cheer.outcome === 'written, answer lost',
    )
    const drainStarted = Date.now()
    let left = await unsentRows(db)
    while (Date.now() - drainStarted < DRAIN_TIMEOUT_MS) {
      left = await unsentRows(db)
      if (left === 0 && arrivedKeys(service.received).size >= written.length) break
      await sleep(250)
    }
    // Anything sent a second time after its row was marked would arrive by now.
    await sleep(1_000)
    await server.stop()

    return {
      database: kind,
      ...figures({
        members,
        cheers,
        written,
        received: service.received,
        problems: service.problems,
        restart,
        stormStarted,
      }),
      seconds: {
        seed: round(seedS, 1),
        storm: round(stormS, 1),
        lastAnswer: round(answeredS, 1),
        /** The server's CPU time from the storm's start to its last answer (cores: ÷ that span). */
        serverCpu: round(serverCpuMicros / 1e6, 1),
        drainedAfterLastAnswer: round((Date.now() - drainStarted) / 1000 - 1, 1),
      },
      /**
       * How busy the machine's cores were from the storm's start to its last answer, everything
       * on it counted (the server, the database, this process, anyone else's work): 1 is every
       * core all the time.
       */
      machineBusy: round(
        (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total),
      ),
      outboxUnsentAtTheEnd: left,
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  }
}

type Received = Awaited<ReturnType<typeof startPushService>>['received'][number]

/** A push's identity: the device and the member it names (one cheer per device and cheerer). */
const pushKey = (device: string, cheererName: string) => `${device} ${cheererName}`

/** The cheerer a cheer push names: "Bench 12 cheered you", "Bench 12 and 1 other cheered you". */
const cheererOf = (push: Received) =>
  /^(.*?)(?: and \d+ others?)? cheered you$/.exec(push.payload.body)?.[1] ?? ''

function arrivedKeys(received: Received[]) {
  return new Set(received.map((push) => pushKey(push.device, cheererOf(push))))
}

function figures(run: {
  members: PushMember[]
  cheers: Cheer[]
  written: Cheer[]
  received: Received[]
  problems: string[]
  restart: { killedAtS: number; backAfterS: number; heldByTheKilledServer: number }
  stormStarted: number
}) {
  const arrivals = new Map<string, Received[]>()
  for (const push of run.received) {
    const key = pushKey(push.device, cheererOf(push))
    arrivals.set(key, [...(arrivals.get(key) ?? []), push])
  }
  const due = new Set(run.written.map((cheer) => pushKey(cheer.target.device, cheer.cheerer.name)))
  const missing = [...due].filter((key) => !arrivals.has(key))
  const unexpected = [...arrivals.keys()].filter((key) => !due.has(key))
  const repeated = [...arrivals.values()].filter((pushes) => pushes.length > 1)
  const latencies: number[] = []
  /** Cheers answered before the kill: the storm as it runs, without the restart's catching up. */
  const beforeTheKill: number[] = []
  const killedAt = run.stormStarted + run.restart.killedAtS * 1000
  // By when the cheer was answered, 5 s at a time from the storm's start.
  const buckets = new Map<number, number[]>()
  for (const cheer of run.written) {
    const push = arrivals.get(pushKey(cheer.target.device, cheer.cheerer.name))?.[0]
    if (!push || cheer.answeredAt === undefined) continue
    const latency = push.at - cheer.answeredAt
    latencies.push(latency)
    if (!(cheer.answeredAt >= killedAt)) beforeTheKill.push(latency)
    const bucket = Math.floor((cheer.answeredAt - run.stormStarted) / 5_000) * 5
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), latency])
  }
  const answerMs = run.cheers.flatMap((cheer) =>
    cheer.answeredAt === undefined ? [] : [cheer.answeredAt - cheer.sentAt],
  )
  const outcomes: Record<string, number> = {}
  for (const cheer of run.cheers) {
    const outcome = cheer.outcome ?? 'unanswered'
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  }
  const p95 = percentile(latencies, 95)
  const backAt = killedAt + run.restart.backAfterS * 1000
  const failures = run.cheers.flatMap((cheer) => cheer.failedAt)
  const p95BeforeTheKill = percentile(beforeTheKill, 95)
  return {
    members: run.members.length,
    subscriptions: run.members.length,
    cheers: {
      sent: run.cheers.length,
      outcomes,
      /** Sent again once the server was back (their first try got no answer). */
      triedAgain: run.cheers.filter((cheer) => cheer.tries > 1).length,
      /** Tries that got no answer: the server killed under them, down, or just back. */
      noAnswer: {
        killedUnderThem: failures.filter((at) => at < killedAt + 100).length,
        whileDown: failures.filter((at) => at >= killedAt + 100 && at < backAt).length,
        afterItWasBack: failures.filter((at) => at >= backAt).length,
      },
    },
    restart: {
      killedAtS: round(run.restart.killedAtS, 1),
      backAfterS: round(run.restart.backAfterS, 1),
      heldByTheKilledServer: run.restart.heldByTheKilledServer,
    },
    cheerToPushMs: {
      timed: latencies.length,
      p50: round(percentile(latencies, 50)),
      p95: round(p95),
      p99: round(percentile(latencies, 99)),
      max: round(Math.max(...latencies)),
      over1s: latencies.filter((ms) => ms > 1_000).length,
      over10s: latencies.filter((ms) => ms > 10_000).length,
      /** By when the cheer was answered: from that second of the storm, 5 s. */
      byAnswerS: [...buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([fromS, values]) => ({
          fromS,
          cheers: values.length,
          p50: round(percentile(values, 50)),
          p95: round(percentile(values, 95)),
          max: round(Math.max(...values)),
        })),
    },
    cheerToPushMsBeforeTheKill: {
      timed: beforeTheKill.length,
      p50: round(percentile(beforeTheKill, 50)),
      p95: round(p95BeforeTheKill),
      max: round(Math.max(...beforeTheKill)),
    },
    /** The cheers' own answers (200), from the try that was answered. */
    cheerAnswerMs: {
      p50: round(percentile(answerMs, 50)),
      p95: round(percentile(answerMs, 95)),
      max: round(Math.max(...answerMs)),
    },
    pushes: {
      due: due.size,
      received: run.received.length,
      missing: missing.length,
      /** Arrived more than once: each arrival past the first. */
      repeats: repeated.reduce((sum, pushes) => sum + pushes.length - 1, 0),
      repeatsArrivedAfterTheKillS: repeated.map((pushes) =>
        round(((pushes[1] as Received).at - killedAt) / 1000, 1),
      ),
      unexpected: unexpected.length,
      /** Sent as one with an earlier cheer of the same device: none by the storm's design. */
      counting: run.received.filter((push) => / and \d+ others? /.test(push.payload.body)).length,
      notCheers: run.received.filter((push) => push.payload.kind !== 'cheer').length,
      /** Requests the push service refused (a VAPID signature, a decryption): none expected. */
      refusedByTheService: run.problems.length,
    },
    goals: {
      cheerToPushP95Ms: versus(p95BeforeTheKill, 1_000, '<='),
      cheerToPushP95MsWithTheRestart: versus(p95, 1_000, '<='),
      nothingLost: missing.length === 0,
      nothingSentTwice: repeated.length === 0,
    },
  }
}

/** Pushes taken by a sender and not yet sent. */
async function heldRows(db: Db) {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from push_outbox where sent_at is null and claimed_by is not null
  `.execute(db)
  return Number(rows[0]?.count ?? 0)
}

async function unsentRows(db: Db) {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from push_outbox where sent_at is null
  `.execute(db)
  return Number(rows[0]?.count ?? 0)
}
