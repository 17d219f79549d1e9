import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type { ProfileScenario } from '../api/scenario.ts'
import { cpuShares } from '../lib/cpu-profile.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { startMemapServer } from '../lib/memap-child.ts'
import { round } from '../lib/stats.ts'

export interface ProfileBenchOptions {
  databases: DatabaseKind[]
  connections: number
  /** Seconds of load before the profiled window (the server's start and JIT stay out of it). */
  warmup: number
  /** Seconds of the profiled window. */
  duration: number
}

export const FULL_PROFILE: Omit<ProfileBenchOptions, 'databases'> = {
  connections: 50,
  warmup: 5,
  duration: 15,
}

/**
 * Where the MeMap server spends its CPU under load, by package and by function: the API
 * benchmark's server and scenario run under `node --cpu-prof`, asked for `GET /v0/user/info`
 * (the profile read) and then, on a second server, `GET /v0/config` (the stack alone). The
 * profiles are kept in a folder the result names, for Chrome's DevTools or speedscope.
 */
export async function profileBench(options: ProfileBenchOptions) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-cpu-profiles-'))
  const results = []
  for (const kind of options.databases) {
    for (const route of ['userInfo', 'config'] as const) {
      const database = await freshDatabase(kind, 'profile')
      const profileDir = path.join(folder, `${kind}-${route}`)
      try {
        const server = await startMemapServer(
          database,
          { scenario: 'profile' },
          { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
        )
        let requestsPerSecond = 0
        try {
          const scenario = server.ready.scenario as ProfileScenario
          const url = `${server.ready.url}${route === 'config' ? '/v0/config' : scenario.path}`
          const base = { url, connections: options.connections, headers: scenario.headers }
          if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup })
          const result = await autocannon({ ...base, duration: options.duration })
          if (result.non2xx + result.errors > 0) throw new Error(`${url} failed under load`)
          requestsPerSecond = round(result.requests.average, 0)
        } finally {
          // The profile is written when the server exits.
          await server.stop()
        }
        const [file] = await fs.readdir(profileDir)
        if (!file) throw new Error(`the server wrote no profile in ${profileDir}`)
        const profile = path.join(profileDir, file)
        results.push({
          database: kind,
          route,
          requestsPerSecond,
          profile,
          ...cpuShares(profile, options.duration),
        })
      } finally {
        await database.drop()
      }
    }
  }
  return results
}
