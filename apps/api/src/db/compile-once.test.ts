import type { CompiledQuery } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/database.ts'
import { compileOnce } from './compile-once.ts'

describe('compileOnce', () => {
  const ran: CompiledQuery[] = []
  const t = useTestDatabase({ onQuery: (query) => ran.push(query) })

  beforeAll(async () => {
    const now = new Date().toISOString()
    await t.db
      .insertInto('worker_leases')
      .values([
        { name: 'first', owner: 'ann', expires_at: now },
        { name: 'second', owner: 'bob', expires_at: now },
        { name: 'third', owner: 'ann', expires_at: now },
      ])
      .execute()
  })

  it('runs the one compiled SQL with each call’s values in their places', async () => {
    const leasesOf = compileOnce(t.db, ['owner', 'after'], (standIn) =>
      t.db
        .selectFrom('worker_leases')
        .select('name')
        .where('owner', '=', standIn.owner)
        .where('name', '>', standIn.after)
        .where('name', '!=', 'nothing')
        .orderBy('name'),
    )
    ran.length = 0
    expect(await leasesOf({ owner: 'ann', after: 'a' })).toEqual([
      { name: 'first' },
      { name: 'third' },
    ])
    expect(await leasesOf({ owner: 'ann', after: 'g' })).toEqual([{ name: 'third' }])
    expect(await leasesOf({ owner: 'bob', after: 'a' })).toEqual([{ name: 'second' }])
    expect(new Set(ran.map((query) => query.sql)).size).toBe(1)
    expect(ran.map((query) => query.parameters)).toEqual([
      ['ann', 'a', 'nothing'],
      ['ann', 'g', 'nothing'],
      ['bob', 'a', 'nothing'],
    ])
  })

  it('refuses a query that leaves a named value out', () => {
    expect(() =>
      compileOnce(t.db, ['owner', 'forgotten'], (standIn) =>
        t.db.selectFrom('worker_leases').select('name').where('owner', '=', standIn.owner),
      ),
    ).toThrow('the query never uses forgotten')
  })
})
