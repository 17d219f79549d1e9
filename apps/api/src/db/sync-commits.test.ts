import fs from 'node:fs/promises'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/database.ts'
import { isPostgres, syncCommits } from './dialect.ts'

describe('syncCommits', () => {
  const t = useTestDatabase()
  const cleanups: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('leaves no commit only in the unsynced WAL on SQLite, and is harmless on PostgreSQL', async () => {
    const { db, dataDir } = t
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
