import { describe, expect, it } from 'vitest'
import { markdownTable, runSoak } from './soak.ts'

// The soak in its short mode: still runs, reports each interval, and meets no error. Its
// timings are reported, never asserted (the 10-minute run is on demand: README.md).
describe('the soak test, on a short run', () => {
  it('loads the real server for 20 s without an error and reports each 5 s', async () => {
    const result = await runSoak({ durationMs: 20_000, rate: 10, intervalMs: 5_000, inFlight: 16 })
    expect(result.rows.length).toBeGreaterThanOrEqual(4)
    for (const row of result.rows) {
      expect(row.requests).toBeGreaterThan(0)
      expect(row.p99).toBeGreaterThanOrEqual(row.p50)
      expect(row.rssMb).toBeGreaterThan(0)
    }
    expect(result.errorSamples).toEqual([])
    expect(result.totals.errors).toBe(0)
    expect(result.totals.members).toBeGreaterThan(0)
    expect(result.ledgerProblems).toEqual([])
    expect(result.unsentJobs).toBe(0)
    expect(markdownTable(result).split('\n')).toHaveLength(result.rows.length + 2)
  })
})
