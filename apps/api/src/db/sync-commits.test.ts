import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../test/database.ts'
import { openDatabase } from './database.ts'
import { isPostgres, syncCommits } from './dialect.ts'
import { migrateToLatest } from './migrate.ts'

describe('syncCommits', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('leaves no commit only in the unsynced WAL on SQLite, and is harmless on PostgreSQL', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-sync-'))
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }))
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    const { db } = openDatabase({ dataDir, databaseUrl: database.databaseUrl })
    cleanups.push(() => db.destroy())
    await migrateToLatest(db)
    await db
      .insertInto('worker_leases')
      .values({ name: 'sync-test', owner: 'me', expires_at: new Date().toISOString() })
      .execute()

    await syncCommits(db)

    if (isPostgres(db)) {
      const lease = await db.selectFrom('worker_leases').selectAll().executeTakeFirst()
      expect(lease?.owner).toBe('me')
      return
    }
    // The row is in the database file itself, without its WAL: SQLite checkpointed the WAL,
    // which it does only once the WAL is synced.
    const copy = path.join(dataDir, 'copy.sqlite')
    await fs.copyFile(path.join(dataDir, 'memap.sqlite'), copy)
    const file = new SQLite(copy, { readonly: true })
    cleanups.push(async () => file.close())
    expect(file.prepare('select owner from worker_leases').get()).toEqual({ owner: 'me' })
  })
})
