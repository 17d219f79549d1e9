import { describe, expect, it } from 'vitest'
import { smokeDatabases } from '../lib/smoke.ts'
import { apiBench } from './api.ts'

describe('the API benchmark, on a small run', () => {
  it('measures user/info and the bare framework on each database', async () => {
    const results = await apiBench({
      databases: smokeDatabases(),
      connections: 4,
      duration: 1,
      warmup: 0,
    })
    for (const result of results) {
      expect(result.profile).toEqual({
        status: 200,
        identityGraph: ['emotion:3', 'badge:1', 'badge:2'],
        dailyCheers: 3,
        friendType: 0,
      })
      for (const run of [
        result.framework,
        result.userInfo,
        result.stack,
        result.metrics.withMetrics,
      ]) {
        expect(run.requests).toBeGreaterThan(0)
        expect(run.failures).toBe(0)
        // autocannon counts whole milliseconds: a quick route's p99 on a small run can be 0.
        expect(Number.isFinite(run.latencyP99Ms) && run.latencyP99Ms >= 0).toBe(true)
      }
      expect(result.throughputRatio.value).toBeGreaterThan(0)
      expect(result.stackRatio.value).toBeGreaterThan(0)
      // Each round's ratio is kept beside their median, and the CPU ratios beside the throughput's.
      expect(result.throughputRatio.rounds.length).toBeGreaterThan(0)
      expect(result.stackRatio.rounds).toHaveLength(result.throughputRatio.rounds.length)
      expect(result.cpuRatio.userInfo).toBeGreaterThan(0)
      expect(result.cpuRatio.stack).toBeGreaterThan(0)
      // The metrics server timed at least the measured requests.
      expect(result.metrics.withMetrics.timedRequests).toBeGreaterThanOrEqual(
        result.metrics.withMetrics.requests,
      )
      expect(result.metrics.throughputRatio.value).toBeGreaterThan(0)
      expect(result.metrics.throughputRatio.rounds).toHaveLength(
        result.throughputRatio.rounds.length,
      )
      expect(result.metrics.cpuRatio).toBeGreaterThan(0)
      expect(result.metrics.userCpuRatio).toBeGreaterThan(0)
    }
    // Two MeMap servers a database, each with its chain and scenario: about a minute when busy.
  }, 180_000)
})
