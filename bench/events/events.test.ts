import { describe, expect, it } from 'vitest'
import { smokeDatabases } from '../lib/smoke.ts'
import { eventsBench } from './events.ts'

describe('the events benchmark, on a small run', () => {
  it('holds every stream and delivers every notification raised', async () => {
    const results = await eventsBench({
      databases: smokeDatabases(),
      streams: 200,
      rates: [50],
      secondsPerRate: 1,
    })
    for (const result of results) {
      expect(result.streams).toBe(200)
      // Too few streams for the memory figure to stand out of the noise: it is only reported.
      expect(Number.isFinite(result.memoryPerIdleConnectionKB.rss.value)).toBe(true)
      for (const rate of result.rates) {
        expect(rate.raised).toBe(50)
        // Each notification goes to one wallet, whose one stream receives it once.
        expect(rate.received).toBe(rate.raised)
        expect(rate.p99Ms).toBeGreaterThan(0)
      }
    }
  })
})
