import { describe, expect, it } from 'vitest'
import { smokeDatabases } from '../lib/smoke.ts'
import { pushBench, stormCheer } from './push.ts'

describe('the push benchmark, on a small run', () => {
  it('plans cheers that each go to a device of their own within a pass, none by its own member', () => {
    const members = 50
    const pass = Array.from({ length: members }, (_, i) => stormCheer(i, members))
    expect(new Set(pass.map((cheer) => cheer.target)).size).toBe(members)
    expect(new Set(pass.map((cheer) => cheer.cheerer)).size).toBe(members)
    for (let i = 0; i < members * 10; i++) {
      const cheer = stormCheer(i, members)
      expect(cheer.cheerer).not.toBe(cheer.target)
    }
  })

  // Up to a minute more when the kill lands while the sender holds pushes: they wait out its hold.
  it('delivers the push of every cheer across a kill of the server, and repeats only what the killed server held', {
    timeout: 240_000,
  }, async () => {
    const results = await pushBench({
      databases: smokeDatabases(),
      members: 200,
      perSecond: 40,
      seconds: 3,
      killAtS: 1.5,
    })
    for (const result of results) {
      const { outcomes } = result.cheers
      expect(result.cheers.sent).toBe(120)
      // Every cheer was written: answered 200, or (its answer lost in the kill) 409 on its retry.
      expect((outcomes.accepted ?? 0) + (outcomes['written, answer lost'] ?? 0)).toBe(120)
      expect(result.pushes).toMatchObject({
        due: 120,
        missing: 0,
        unexpected: 0,
        counting: 0,
        notCheers: 0,
        refusedByTheService: 0,
      })
      // A push is sent twice only when the server dies after the push service took it and
      // before its row was marked sent: one of the rows it held.
      expect(result.pushes.repeats).toBeLessThanOrEqual(result.restart.heldByTheKilledServer)
      expect(result.cheerToPushMs.timed).toBeGreaterThan(0)
      expect(result.outboxUnsentAtTheEnd).toBe(0)
    }
  })
})
