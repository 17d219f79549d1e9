import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../test/database.ts'
import { compileOnce } from './compile-once.ts'
import { type Db, openDatabase } from './database.ts'
import { migrateToLatest } from './migrate.ts'

describe('compileOnce', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  const ran: CompiledQuery[] = []
  let db: Db

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-compile-once-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    ;({ db } = openDatabase({
      dataDir,
      databaseUrl: database.databaseUrl,
      onQuery: (query) => ran.push(query),
    }))
    cleanups.push(() => db.destroy())
    await migrateToLatest(db)
    const now = new Date().toISOString()
    await db
      .insertInto('worker_leases')
      .values([
        { name: 'first', owner: 'ann', expires_at: now },
        { name: 'second', owner: 'bob', expires_at: now },
        { name: 'third', owner: 'ann', expires_at: now },
      ])
      .execute()
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('runs the one compiled SQL with each call’s values in their places', async () => {
    const leasesOf = compileOnce(db, ['owner', 'after'], (standIn) =>
      db
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
      compileOnce(db, ['owner', 'forgotten'], (standIn) =>
        db.selectFrom('worker_leases').select('name').where('owner', '=', standIn.owner),
      ),
    ).toThrow('the query never uses forgotten')
  })
})
