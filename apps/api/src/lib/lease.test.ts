import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { lease, leaseOwner } from './lease.ts'

describe('a lease', () => {
  const t = useTestApp()

  it('is held by one owner at a time, renewed by it, and taken over once expired or released', async () => {
    const first = lease(t.db, 'test-work', 1_000)
    const second = lease(t.db, 'test-work', 1_000)
    const now = new Date()
    expect(await first.hold(now)).toBe(true)
    expect(await second.hold(now)).toBe(false)
    expect(await first.hold(new Date(now.getTime() + 500))).toBe(true)
    expect(await second.hold(new Date(now.getTime() + 1_000))).toBe(false)
    expect(await second.hold(new Date(now.getTime() + 2_000))).toBe(true)
    expect(await first.hold(new Date(now.getTime() + 2_100))).toBe(false)
    await second.release()
    expect(await first.hold(new Date(now.getTime() + 2_200))).toBe(true)
  })

  it('goes to exactly one of many owners racing for it', async () => {
    const owners = Array.from({ length: 8 }, () => lease(t.db, 'race', 10_000))
    const held = await Promise.all(owners.map((owner) => owner.hold()))
    expect(held.filter(Boolean)).toHaveLength(1)
  })

  it('is taken over at once from a process of this machine that no longer runs', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    await once(holder, 'spawn')
    const later = new Date(Date.now() + 60_000).toISOString()
    await t.db
      .insertInto('worker_leases')
      .values({ name: 'crashed', owner: leaseOwner(holder.pid), expires_at: later })
      .execute()
    const successor = lease(t.db, 'crashed', 60_000)
    expect(await successor.hold()).toBe(false)

    holder.kill('SIGKILL')
    await once(holder, 'exit')
    expect(await successor.hold()).toBe(true)
    expect(await lease(t.db, 'crashed', 60_000).hold()).toBe(false)
  })
})
