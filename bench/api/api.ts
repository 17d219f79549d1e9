import type { UserInfo } from '@memap/shared/profile'
import autocannon, { type Result } from 'autocannon'
import { type Child, startChild } from '../lib/child.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { cpuMicros } from '../lib/machine.ts'
import { startMemapServer } from '../lib/memap-child.ts'
import type { MemapServerReady } from '../lib/memap-server.ts'
import { round, versus } from '../lib/stats.ts'
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

/** user/info's throughput against bare Fastify's, the goal on each database (bench/RESULTS.md). */
const THROUGHPUT_TARGET: Record<DatabaseKind, number> = { sqlite: 0.5, postgres: 0.35 }

/** The token of the MeMap server that serves /metrics (the fourth run). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789'

/**
 * `GET /v0/user/info` against a bare Fastify hello-world, each server in its own process and
 * autocannon in this one, one after the other on the same machine. `GET /v0/config` on the
 * MeMap server is the third run: a route through every hook of the app that reads no database,
 * so that the gap splits into what the app's stack costs and what the profile read costs. The
 * fourth compares user/info on that server with user/info on one with METRICS_TOKEN set (its own
 * database), which times every request and query: what the metrics cost.
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
      const load = async (url: string, headers: Record<string, string> = {}) => {
        const base = { url, connections: options.connections, headers }
        if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup })
        return figures(await autocannon({ ...base, duration: options.duration }))
      }
      /** Half a run of user/info on `server`, and the server's CPU time meanwhile. */
      const half = async (server: Child<MemapServerReady>) => {
        const { path, headers } = server.ready.scenario as ProfileScenario
        const url = `${server.ready.url}${path}`
        const before = cpuMicros(server.pid)
        const result = await autocannon({
          url,
          connections: options.connections,
          headers,
          duration: options.duration / 2,
        })
        return { ...figures(result), cpuMicros: cpuMicros(server.pid) - before }
      }
      /** Two halves of a run together: throughput averaged, CPU time per request overall. */
      const joined = (halves: Array<Awaited<ReturnType<typeof half>>>) => {
        const requests = halves.reduce((sum, one) => sum + one.requests, 0)
        return {
          requestsPerSecond: round(
            halves.reduce((sum, one) => sum + one.requestsPerSecond, 0) / halves.length,
            0,
          ),
          latencyP99Ms: Math.max(...halves.map((one) => one.latencyP99Ms)),
          requests,
          failures: halves.reduce((sum, one) => sum + one.failures, 0),
          serverCpuMicrosPerRequest: round(
            halves.reduce((sum, one) => sum + one.cpuMicros, 0) / Math.max(1, requests),
            1,
          ),
        }
      }
      // The profile measured, as the viewer gets it: proof that the run reads a full profile.
      const answer = await fetch(`${memap.ready.url}${scenario.path}`, {
        headers: scenario.headers,
      })
      const profile = ((await answer.json()) as { data: UserInfo }).data
      const framework = await load(bare.ready.url)
      const userInfo = await load(`${memap.ready.url}${scenario.path}`, scenario.headers)
      const stack = await load(`${memap.ready.url}/v0/config`, scenario.headers)
      // What the metrics cost: user/info without and with them, in the order A B B A so that a
      // change of the machine's load during the four halves weighs on both alike.
      if (options.warmup > 0) {
        const { path, headers } = measuredScenario
        await autocannon({
          url: `${measured.ready.url}${path}`,
          connections: options.connections,
          headers,
          duration: options.warmup,
        })
      }
      const [off1, on1, on2, off2] = [
        await half(memap),
        await half(measured),
        await half(measured),
        await half(memap),
      ] as const
      const withoutMetrics = joined([off1, off2])
      const withMetrics = joined([on1, on2])
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
        stackRatio: versus(stack.requestsPerSecond / framework.requestsPerSecond, 0.7, '>='),
        throughputRatio: versus(
          userInfo.requestsPerSecond / framework.requestsPerSecond,
          THROUGHPUT_TARGET[kind],
          '>=',
        ),
        userInfoP99: versus(userInfo.latencyP99Ms, 20, '<='),
        metrics: {
          withoutMetrics,
          withMetrics: { ...withMetrics, timedRequests },
          throughputRatio: round(withMetrics.requestsPerSecond / withoutMetrics.requestsPerSecond),
          // Steadier than throughput on a shared machine: the server's CPU time per request.
          cpuRatio: round(
            withMetrics.serverCpuMicrosPerRequest / withoutMetrics.serverCpuMicrosPerRequest,
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
