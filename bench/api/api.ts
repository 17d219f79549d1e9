import type { UserInfo } from '@memap/shared/profile'
import autocannon, { type Result } from 'autocannon'
import { type Child, startChild } from '../lib/child.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { cpuMicrosByMode } from '../lib/machine.ts'
import { startMemapServer } from '../lib/memap-child.ts'
import type { MemapServerReady } from '../lib/memap-server.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import type { ProfileScenario } from './scenario.ts'

export interface ApiBenchOptions {
  databases: DatabaseKind[]
  connections: number
  /** Seconds of each measured run. */
  duration: number
  /** Seconds of the unmeasured run before each (JIT, caches, connection pool). */
  warmup: number
}

export const FULL_API: Omit<ApiBenchOptions, 'databases'> = {
  connections: 50,
  duration: 20,
  warmup: 5,
}

const figures = (result: Result) => ({
  requestsPerSecond: round(result.requests.average, 0),
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  requests: result.requests.total,
  failures: result.errors + result.timeouts + result.non2xx,
})

/** One measured load: autocannon's figures and the server's CPU time during it (all, and user). */
type Timed = ReturnType<typeof figures> & { cpuMicros: number; userCpuMicros: number }

/** Runs of one load together: throughput averaged, the worst p99, CPU time per request overall. */
function joined(runs: Timed[]) {
  const requests = runs.reduce((sum, one) => sum + one.requests, 0)
  return {
    requestsPerSecond: round(
      runs.reduce((sum, one) => sum + one.requestsPerSecond, 0) / runs.length,
      0,
    ),
    latencyP50Ms: percentile(
      runs.map((one) => one.latencyP50Ms),
      50,
    ),
    latencyP99Ms: Math.max(...runs.map((one) => one.latencyP99Ms)),
    requests,
    failures: runs.reduce((sum, one) => sum + one.failures, 0),
    serverCpuMicrosPerRequest: round(
      runs.reduce((sum, one) => sum + one.cpuMicros, 0) / Math.max(1, requests),
      1,
    ),
    serverUserCpuMicrosPerRequest: round(
      runs.reduce((sum, one) => sum + one.userCpuMicros, 0) / Math.max(1, requests),
      1,
    ),
  }
}

/** Rounds of the three loads of a run (each round a third of the measured time). */
const ROUNDS = 3

/** user/info's throughput against bare Fastify's, the goal on each database (bench/RESULTS.md). */
const THROUGHPUT_TARGET: Record<DatabaseKind, number> = { sqlite: 0.6, postgres: 0.5 }
/** `/v0/config`'s (every hook of the app, no database) against bare Fastify's. */
const STACK_TARGET = 0.8
/** user/info's p99 at the benchmark's connections. */
const P99_TARGET_MS = 10
/** user/info with the metrics on against without: they cost at most 5 %. */
const METRICS_TARGET = 0.95

/** The token of the MeMap server that serves /metrics (the fourth run). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789'

/**
 * `GET /v0/user/info` against a bare Fastify hello-world, each server in its own process and
 * autocannon in this one, one after the other on the same machine, in three rounds whose ratios'
 * median is the figure. `GET /v0/config` on the MeMap server is the third load of each round: a
 * route through every hook of the app that reads no database, so that the gap splits into what
 * the app's stack costs and what the profile read costs. The fourth is user/info on a server with
 * METRICS_TOKEN set (its own database), which times every request and query: against the second,
 * round by round, what the metrics cost.
 */
export async function apiBench(options: ApiBenchOptions) {
  const lib = new URL('../lib/', import.meta.url)
  const results = []
  for (const kind of options.databases) {
    const database = await freshDatabase(kind, 'api')
    const measuredDatabase = await freshDatabase(kind, 'api_metrics')
    const servers: Array<Child<unknown>> = []
    try {
      // Started at once: each scenario registers its members through its own server and chain.
      const children = await Promise.allSettled([
        startMemapServer(database, { scenario: 'profile' }),
        startMemapServer(measuredDatabase, { scenario: 'profile', metricsToken: METRICS_TOKEN }),
        startChild<{ url: string }>(new URL('bare-server.ts', lib), {}),
      ])
      for (const child of children) {
        if (child.status === 'fulfilled') servers.push(child.value)
      }
      const [memap, measured, bare] = children.map((child) => {
        if (child.status === 'rejected') throw child.reason
        return child.value
      }) as [Child<MemapServerReady>, Child<MemapServerReady>, Child<{ url: string }>]
      const measuredScenario = measured.ready.scenario as ProfileScenario
      const scenario = memap.ready.scenario as ProfileScenario
      /** One load of `url` for `seconds`, and the server's CPU time meanwhile. */
      const timed = async (
        server: { pid: number },
        url: string,
        headers: Record<string, string>,
        seconds: number,
      ) => {
        const before = cpuMicrosByMode(server.pid)
        const result = await autocannon({
          url,
          connections: options.connections,
          headers,
          duration: seconds,
        })
        const after = cpuMicrosByMode(server.pid)
        return {
          ...figures(result),
          cpuMicros: after.user + after.system - before.user - before.system,
          userCpuMicros: after.user - before.user,
        }
      }
      // The profile measured, as the viewer gets it: proof that the run reads a full profile.
      const answer = await fetch(`${memap.ready.url}${scenario.path}`, {
        headers: scenario.headers,
      })
      const profile = ((await answer.json()) as { data: UserInfo }).data
      // The three loads in rounds, one after the other in each: a change of the machine's speed
      // (a shared virtual machine's varies by a fifth within minutes) weighs on all three alike,
      // and each round gives its own ratios.
      const loads = {
        framework: { server: bare, url: bare.ready.url, headers: {} },
        userInfo: {
          server: memap,
          url: `${memap.ready.url}${scenario.path}`,
          headers: scenario.headers,
        },
        stack: { server: memap, url: `${memap.ready.url}/v0/config`, headers: scenario.headers },
        withMetrics: {
          server: measured,
          url: `${measured.ready.url}${measuredScenario.path}`,
          headers: measuredScenario.headers,
        },
      }
      const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(options.duration)))
      const runs: Record<keyof typeof loads, Timed[]> = {
        framework: [],
        userInfo: [],
        stack: [],
        withMetrics: [],
      }
      if (options.warmup > 0) {
        for (const { server, url, headers } of Object.values(loads)) {
          await timed(server, url, headers, options.warmup)
        }
      }
      for (let turn = 0; turn < rounds; turn++) {
        // user/info with and without the metrics side by side, first one then the other.
        const order: Array<keyof typeof loads> =
          turn % 2 === 0
            ? ['framework', 'userInfo', 'withMetrics', 'stack']
            : ['framework', 'withMetrics', 'userInfo', 'stack']
        for (const name of order) {
          const { server, url, headers } = loads[name]
          runs[name].push(await timed(server, url, headers, options.duration / rounds))
        }
      }
      const framework = joined(runs.framework)
      const userInfo = joined(runs.userInfo)
      const stack = joined(runs.stack)
      const withMetrics = joined(runs.withMetrics)
      /** Each round's throughput of `route` over `base`'s in the same round, their median. */
      const ratioOf = (route: Timed[], base = runs.framework) => {
        const each = route.map(
          (run, index) => run.requestsPerSecond / (base[index]?.requestsPerSecond ?? 1),
        )
        return { median: percentile(each, 50), rounds: each.map((ratio) => round(ratio)) }
      }
      const userInfoRatio = ratioOf(runs.userInfo)
      const stackRatio = ratioOf(runs.stack)
      const metricsRatio = ratioOf(runs.withMetrics, runs.userInfo)
      // Proof that the run was timed: the scrape counts the requests of the load.
      const scrape = await fetch(`${measured.ready.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      const timedRequests = timedCount(await scrape.text(), '/v0/user/info')
      results.push({
        database: kind,
        connections: options.connections,
        durationSeconds: options.duration,
        profile: {
          status: answer.status,
          identityGraph: profile.IdentityGraph.map((entry) => entry.ObjectId),
          dailyCheers: profile.DailyCheers,
          friendType: profile.FriendType,
        },
        framework,
        userInfo,
        stack,
        stackRatio: {
          ...versus(stackRatio.median, STACK_TARGET, '>='),
          rounds: stackRatio.rounds,
        },
        throughputRatio: {
          ...versus(userInfoRatio.median, THROUGHPUT_TARGET[kind], '>='),
          rounds: userInfoRatio.rounds,
        },
        // Steadier than throughput on a shared machine: bare Fastify's CPU time a request over
        // the route's, on the same rounds.
        cpuRatio: {
          userInfo: round(framework.serverCpuMicrosPerRequest / userInfo.serverCpuMicrosPerRequest),
          stack: round(framework.serverCpuMicrosPerRequest / stack.serverCpuMicrosPerRequest),
        },
        userInfoP99: versus(userInfo.latencyP99Ms, P99_TARGET_MS, '<='),
        metrics: {
          withMetrics: { ...withMetrics, timedRequests },
          // user/info with the metrics over user/info without, round by round.
          throughputRatio: {
            ...versus(metricsRatio.median, METRICS_TARGET, '>='),
            rounds: metricsRatio.rounds,
          },
          // Steadier than throughput on a shared machine: the server's CPU time per request; and
          // steadier still, its time in user mode (the metrics make no system call, while the
          // network's share in the kernel swings with the scheduling of the two cores).
          cpuRatio: round(
            withMetrics.serverCpuMicrosPerRequest / userInfo.serverCpuMicrosPerRequest,
          ),
          userCpuRatio: round(
            withMetrics.serverUserCpuMicrosPerRequest / userInfo.serverUserCpuMicrosPerRequest,
          ),
        },
      })
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await database.drop()
      await measuredDatabase.drop()
    }
  }
  return results
}

/** How many requests to `route` a /metrics text counts, every status together. */
function timedCount(metrics: string, route: string): number {
  return metrics
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('http_request_duration_seconds_count{') &&
        line.includes(`route="${route}"`),
    )
    .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0)
}
