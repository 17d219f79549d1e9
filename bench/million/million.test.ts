import { describe, expect, it } from 'vitest'
import { smokeDatabases } from '../lib/smoke.ts'
import { millionBench } from './million.ts'

describe('the million-member benchmark, on a thousand members', () => {
  it('seeds consistent rows, keeps the ledger exact and times every read', async () => {
    const results = await millionBench({ databases: smokeDatabases(), members: 1000, samples: 10 })
    for (const result of results) {
      expect(result.rows).toMatchObject({
        users: 1000,
        point_ledger: 10_000,
        point_balances: 1000,
        notifications: 2000,
        friendships: 400,
        user_badges: 2000,
        user_emotions: 50,
        // 750 'Member k' names of 2 terms, 250 Korean ones of 4 + 3 (initials).
        member_search_terms: 750 * 2 + 250 * 7,
      })
      expect(result.ledger).toMatchObject({ exact: true, wallets: 1000, ledgerRows: 10_000 })
      expect(Object.keys(result.queries)).toHaveLength(10)
      for (const figures of Object.values(result.queries) as Array<{
        p50Ms: number
        p95Ms: { value: number }
        plans: Array<{ plan: string[] }>
      }>) {
        expect(figures.p50Ms).toBeGreaterThan(0)
        expect(figures.p95Ms.value).toBeGreaterThanOrEqual(figures.p50Ms)
        expect(figures.plans.length).toBeGreaterThan(0)
        for (const { plan } of figures.plans) expect(plan.length).toBeGreaterThan(0)
      }
    }
  })
})
