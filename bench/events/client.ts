import http from 'node:http'
import { createParser } from 'eventsource-parser'
import { serveChild } from '../lib/child.ts'
import { percentile, round } from '../lib/stats.ts'
import { BENCH_EVENT, wallClockMs } from './shared.ts'

/** What the client opens, sent as a command: 10,000 cookies are too long for an argument list. */
export interface StreamsToOpen {
  url: string
  cookies: string[]
}

/** Connections opened at once while the streams are set up (the listen backlog is 511). */
const OPENING_AT_ONCE = 200

// The load generator of the events benchmark, in a process of its own: one stream per cookie,
// kept open; every benchmark notification received is timed from the moment it was written.
await serveChild<object, object>(async () => {
  const requests: http.ClientRequest[] = []
  let latencies: number[] = []
  let received = 0

  const openOne = (url: string, cookie: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${url}/v0/events`, { headers: { cookie }, agent: false })
      requests.push(request)
      request.on('error', reject)
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`a stream answered ${response.statusCode}`))
          return
        }
        const parser = createParser({
          onEvent: (event) => {
            if (event.event === 'ready') resolve()
            if (event.event !== 'notification') return
            const entry = JSON.parse(event.data) as {
              WhoomHistoryTypeName: string
              WhoomHistoryInformation: string
            }
            if (entry.WhoomHistoryTypeName !== BENCH_EVENT) return
            received++
            latencies.push(wallClockMs() - Number(entry.WhoomHistoryInformation))
          },
        })
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => parser.feed(chunk))
      })
    })

  return {
    ready: {},
    close: async () => {
      for (const request of requests) request.destroy()
    },
    commands: {
      /** Opens a stream per cookie, a few at a time; answers once each has said `ready`. */
      open: async (argument) => {
        const { url, cookies } = argument as StreamsToOpen
        for (let i = 0; i < cookies.length; i += OPENING_AT_ONCE) {
          await Promise.all(cookies.slice(i, i + OPENING_AT_ONCE).map((c) => openOne(url, c)))
        }
        return requests.length
      },
      /** Forgets what was received so far. */
      reset: async () => {
        latencies = []
        received = 0
      },
      /** Delivery times of what was received since the last reset, in milliseconds. */
      figures: async () => ({
        received,
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(Math.max(...latencies)),
      }),
    },
  }
})
