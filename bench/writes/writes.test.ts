import { describe, expect, it } from 'vitest'
import { smokeDatabases } from '../lib/smoke.ts'
import { OPS_PER_MEMBER } from './plan.ts'
import { writesBench } from './writes.ts'

describe('the writes benchmark, on a small run', () => {
  it('runs every planned write and leaves the ledger exact', async () => {
    // The FULL variant differs by one pragma: the full run covers it, the smoke run saves its time.
    const results = await writesBench({
      databases: smokeDatabases(),
      members: 15,
      concurrency: 8,
      sqliteFull: false,
    })
    expect(results.map((result) => result.durability)).toEqual(
      smokeDatabases().map((kind) =>
        kind === 'sqlite' ? 'journal_mode=wal, synchronous=NORMAL' : 'synchronous_commit=on',
      ),
    )
    for (const result of results) {
      expect(result.firstFailures).toEqual([])
      expect(result.writes).toBe(15 * OPS_PER_MEMBER)
      expect(result.writesPerSecond).toBeGreaterThan(0)
      expect(result.latencyP99Ms).toBeGreaterThan(0)
      expect(result.ledger).toMatchObject({ exact: true, wallets: 15 })
    }
  })
})
