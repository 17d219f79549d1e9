import type { UserInfo } from '@memap/shared/profile'
import autocannon, { type Result } from 'autocannon'
import { type Child, startChild } from '../lib/child.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import type { MemapServerArgs, MemapServerReady } from '../lib/memap-server.ts'
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

/**
 * `GET /v0/user/info` against a bare Fastify hello-world, each server in its own process and
 * autocannon in this one, one after the other on the same machine. `GET /v0/config` on the
 * MeMap server is the third run: a route through every hook of the app that reads no database,
 * so that the gap splits into what the app's stack costs and what the profile read costs.
 */
export async function apiBench(options: ApiBenchOptions) {
  const lib = new URL('../lib/', import.meta.url)
  const results = []
  for (const kind of options.databases) {
    const database = await freshDatabase(kind, 'api')
    const servers: Array<Child<unknown>> = []
    try {
      const memap = await startChild<MemapServerReady>(new URL('memap-server.ts', lib), {
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        scenario: 'profile',
      } satisfies MemapServerArgs)
      servers.push(memap)
      const bare = await startChild<{ url: string }>(new URL('bare-server.ts', lib), {})
      servers.push(bare)
      const scenario = memap.ready.scenario as ProfileScenario
      const load = async (url: string, headers: Record<string, string> = {}) => {
        const base = { url, connections: options.connections, headers }
        if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup })
        return figures(await autocannon({ ...base, duration: options.duration }))
      }
      // The profile measured, as the viewer gets it: proof that the run reads a full profile.
      const answer = await fetch(`${memap.ready.url}${scenario.path}`, {
        headers: scenario.headers,
      })
      const profile = ((await answer.json()) as { data: UserInfo }).data
      const framework = await load(bare.ready.url)
      const userInfo = await load(`${memap.ready.url}${scenario.path}`, scenario.headers)
      const stack = await load(`${memap.ready.url}/v0/config`, scenario.headers)
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
        stackRatio: round(stack.requestsPerSecond / framework.requestsPerSecond),
        throughputRatio: versus(
          userInfo.requestsPerSecond / framework.requestsPerSecond,
          0.5,
          '>=',
        ),
        userInfoP99: versus(userInfo.latencyP99Ms, 20, '<='),
      })
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await database.drop()
    }
  }
  return results
}
