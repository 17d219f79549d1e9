import { describe, expect, it } from 'vitest'
import { chainBench } from './chain.ts'

describe('the launch-day chain benchmark, on a small run', () => {
  it('has members join and withdraw, and reports the rates, the waits and that each job went out once', async () => {
    const { queue, oneAtATime, goals } = await chainBench({
      members: 6,
      oneAtATimeMembers: 2,
      blockTime: 1,
      concurrency: 6,
      withdrawalBurst: 3,
    })
    for (const run of [queue, oneAtATime]) {
      expect(run.jobs).toBe((run.members + run.withdrawalBurst.members) * 2)
      expect(run.exactlyOnce).toEqual({
        everyJobConfirmed: true,
        oneMemapAndTheWithdrawnWhoomEach: true,
        ledgerAudit: 'clean',
        everyTransactionFinal: true,
      })
      expect(run.jobsPerMinute).toBeGreaterThan(0)
      expect(run.joinToMemapS.p95).toBeGreaterThan(0)
      expect(run.gasPerJob).toBeGreaterThan(0)
      expect(run.blockGasShare.max).toBeGreaterThan(0)
    }
    // The batching queue sends fewer transactions than jobs; the old one, one a job.
    expect(queue.transactions).toBeLessThan(queue.jobs)
    expect(oneAtATime.transactions).toBe(oneAtATime.jobs)
    expect(goals.jobsPerMinute.value).toBe(queue.jobsPerMinute)
    expect(queue.withdrawalBurst).toMatchObject({ members: 3, withHash: 3 })
  }, 180_000)
})
