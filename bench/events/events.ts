import fs from 'node:fs/promises'
import { startChild } from '../lib/child.ts'
import { type DatabaseKind, freshDatabase } from '../lib/database.ts'
import { round, versus } from '../lib/stats.ts'
import type { StreamsToOpen } from './client.ts'
import type { EventsServerArgs, EventsServerReady } from './server.ts'
import type { RaiseLoad } from './shared.ts'

export interface EventsBenchOptions {
  databases: DatabaseKind[]
  /** Open streams, one signed-in wallet each. */
  streams: number
  /** Notifications a second, one run each. */
  rates: number[]
  secondsPerRate: number
}

export const FULL_EVENTS: Omit<EventsBenchOptions, 'databases'> = {
  streams: 10_000,
  rates: [100, 1000],
  secondsPerRate: 10,
}

/** Resident memory of a process, from the kernel (what the machine pays, heap and sockets). */
async function residentBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1])
  return kb * 1024
}

type Memory = NodeJS.MemoryUsage

/**
 * The live event stream at scale: the server in one process with `streams` idle streams held
 * by a load generator in another; memory per connection, then the time from a notification's
 * commit to its arrival on the stream at each rate.
 */
export async function eventsBench(options: EventsBenchOptions) {
  const results = []
  for (const kind of options.databases) {
    const database = await freshDatabase(kind, 'events')
    try {
      const server = await startChild<EventsServerReady>(
        new URL('server.ts', import.meta.url),
        {
          dataDir: database.dataDir,
          databaseUrl: database.databaseUrl,
          wallets: options.streams,
        } satisfies EventsServerArgs,
        { nodeFlags: ['--expose-gc'] },
      )
      try {
        const before = await server.call<Memory>('memory')
        const rssBefore = await residentBytes(server.pid)
        const client = await startChild<object>(new URL('client.ts', import.meta.url), {})
        try {
          const streams = await client.call<number>('open', {
            url: server.ready.url,
            cookies: server.ready.cookies,
          } satisfies StreamsToOpen)
          const after = await server.call<Memory>('memory')
          const rssAfter = await residentBytes(server.pid)
          const perConnection = (bytes: number) => round(bytes / options.streams / 1024, 1)
          const rates = []
          for (const perSecond of options.rates) {
            await client.call('reset')
            const load: RaiseLoad = { perSecond, seconds: options.secondsPerRate }
            const raised = await server.call<{ raised: number; seconds: number }>('raise', load)
            // The last ones are still on their way.
            await new Promise((resolve) => setTimeout(resolve, 1000))
            const figures = await client.call<{
              received: number
              p50Ms: number
              p99Ms: number
              maxMs: number
            }>('figures')
            rates.push({
              perSecond,
              raised: raised.raised,
              ...figures,
              p99: versus(figures.p99Ms, 100, '<='),
            })
          }
          results.push({
            database: kind,
            streams,
            memoryPerIdleConnectionKB: {
              rss: versus(perConnection(rssAfter - rssBefore), 20, '<='),
              heapUsed: perConnection(after.heapUsed - before.heapUsed),
              external: perConnection(after.external - before.external),
            },
            rates,
          })
        } finally {
          await client.stop()
        }
      } finally {
        await server.stop()
      }
    } finally {
      await database.drop()
    }
  }
  return results
}
