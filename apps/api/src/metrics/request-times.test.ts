import fc from 'fast-check'
import { Histogram, type Metric, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { RequestTimes } from './request-times.ts'

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** The lines of a registry's text, in order of their names and labels. */
const sorted = (text: string) => text.split('\n').filter(Boolean).sort()

describe('the request times', () => {
  it("write what prom-client's Histogram writes, for any requests", async () => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT'),
      route: fc.constantFrom('/v0/user/info', '/v0/config', 'unmatched', '/v0/nft/:tokenId'),
      status: fc.constantFrom(200, 401, 404, 500),
      seconds: fc.oneof(fc.constantFrom(...BOUNDS), fc.double({ min: 0, max: 10, noNaN: true })),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(request, { maxLength: 60 }), async (requests) => {
        const ours = new Registry()
        const times = new RequestTimes(BOUNDS)
        ours.registerMetric(times as unknown as Metric)
        const theirs = new Registry()
        const histogram = new Histogram({
          name: 'http_request_duration_seconds',
          help: times.help,
          labelNames: ['method', 'route', 'status_code'],
          buckets: BOUNDS,
          registers: [theirs],
        })
        for (const { method, route, status, seconds } of requests) {
          times.observe(method, route, status, seconds)
          histogram.observe({ method, route, status_code: status }, seconds)
        }
        expect(sorted(await ours.metrics())).toEqual(sorted(await theirs.metrics()))
      }),
    )
  })
})
