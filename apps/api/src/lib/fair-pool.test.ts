import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FairPool } from './fair-pool.ts'

/** A task that runs until the test ends it, and the log of the tasks that started. */
function harness(slots: number) {
  const pool = new FairPool(slots)
  const started: string[] = []
  const ends = new Map<string, () => void>()
  const settled: string[] = []
  const add = (key: string, name: string) =>
    pool
      .run(
        key,
        () =>
          new Promise<string>((resolve) => {
            started.push(name)
            ends.set(name, () => resolve(name))
          }),
      )
      .then((value) => {
        settled.push(value)
        return value
      })
  const end = async (name: string) => {
    const finish = ends.get(name)
    if (!finish) throw new Error(`${name} has not started`)
    ends.delete(name)
    finish()
    // Let the pool start what comes next.
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { pool, started, settled, add, end, settle, running: () => [...ends.keys()] }
}

describe('FairPool', () => {
  it("puts another key's task before the second task of a key that sent many", async () => {
    const h = harness(1)
    for (let i = 1; i <= 6; i++) void h.add('slow', `slow${i}`)
    void h.add('other', 'other')
    await h.settle()
    expect(h.started).toEqual(['slow1'])
    await h.end('slow1')
    expect(h.started).toEqual(['slow1', 'other'])
    await h.end('other')
    for (let i = 2; i <= 6; i++) await h.end(`slow${i}`)
    expect(h.settled).toEqual(['slow1', 'other', 'slow2', 'slow3', 'slow4', 'slow5', 'slow6'])
  })

  it('runs one task of a key at a time, and another key at once in a free slot', async () => {
    const h = harness(2)
    for (let i = 1; i <= 3; i++) void h.add('slow', `slow${i}`)
    await h.settle()
    // A free slot does not go to the key that already runs.
    expect(h.running()).toEqual(['slow1'])
    void h.add('other', 'other')
    await h.settle()
    expect(h.running()).toEqual(['slow1', 'other'])
    expect(h.pool.usage()).toEqual({ running: 2, waiting: 2 })
  })

  it("answers each task's result or failure, and goes on after a failure", async () => {
    const pool = new FairPool(1)
    const failing = pool.run('a', async () => {
      throw new Error('broken picture')
    })
    const throwing = pool.run('a', () => {
      throw new Error('thrown at once')
    })
    const fine = pool.run('a', async () => 'stored')
    await expect(failing).rejects.toThrow('broken picture')
    await expect(throwing).rejects.toThrow('thrown at once')
    await expect(fine).resolves.toBe('stored')
    expect(pool.usage()).toEqual({ running: 0, waiting: 0 })
  })

  it('holds its rules whatever the keys send and in whatever order tasks end', async () => {
    const step = fc.oneof(
      fc.record({ add: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.record({ end: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { maxLength: 60 }),
        async (slots, steps) => {
          const h = harness(slots)
          const keyOf = (name: string) => name.split(':')[0] as string
          const sent = new Map<string, number>()
          // When a key's task becomes the first of its key to wait, what had started before it.
          const waitingSince = new Map<string, number>()
          const check = () => {
            const running = h.running()
            expect(running.length).toBeLessThanOrEqual(slots)
            expect(new Set(running.map(keyOf)).size).toBe(running.length)
          }
          for (const next of steps) {
            if ('add' in next) {
              const count = (sent.get(next.add) ?? 0) + 1
              sent.set(next.add, count)
              const name = `${next.add}:${count}`
              const idle = !h.running().some((running) => keyOf(running) === next.add)
              const queued = h.started.filter((s) => keyOf(s) === next.add).length < count - 1
              if (idle && !queued) waitingSince.set(name, h.started.length)
              void h.add(next.add, name)
            } else {
              const running = h.running()
              const name = running[next.end % Math.max(running.length, 1)]
              if (name) await h.end(name)
            }
            await h.settle()
            check()
          }
          // Each key's tasks start in the order it sent them.
          for (const key of sent.keys()) {
            const own = h.started.filter((name) => keyOf(name) === key)
            expect(own).toEqual(own.map((_, i) => `${key}:${i + 1}`))
          }
          // A key that starts waiting waits for at most one task of each other key.
          for (const [name, since] of waitingSince) {
            const at = h.started.indexOf(name)
            const before = h.started.slice(since, at === -1 ? undefined : at).map(keyOf)
            for (const key of new Set(before)) {
              expect(before.filter((k) => k === key).length).toBeLessThanOrEqual(1)
            }
          }
        },
      ),
    )
  })
})
