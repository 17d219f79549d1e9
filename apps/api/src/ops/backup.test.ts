import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { testDatabaseUrl } from '../test/database.ts'
import { type BackupTarget, backup, restore } from './backup.ts'

/** Loses everything: the SQLite files, or the PostgreSQL schema. */
async function loseDatabase(target: BackupTarget) {
  if ('sqliteFile' in target) {
    for (const suffix of ['', '-wal', '-shm'])
      await fs.rm(`${target.sqliteFile}${suffix}`, { force: true })
    return
  }
  const url = new URL(target.databaseUrl)
  const schema = /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')?.[1]
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  await client.query(`drop schema ${schema} cascade`)
  await client.end()
}

describe('backup and restore', () => {
  it('brings every row back after the database is lost', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-backup-'))
    const database = await testDatabaseUrl()
    const target: BackupTarget = database.databaseUrl
      ? { databaseUrl: database.databaseUrl }
      : { sqliteFile: path.join(dataDir, 'memap.sqlite') }
    const file = path.join(dataDir, 'backups', 'memap.backup')
    try {
      const original = openDatabase({ databaseUrl: database.databaseUrl, dataDir })
      await migrateToLatest(original.db)
      await original.db
        .insertInto('point_ledger')
        .values({
          wallet_addr: '0xabc',
          type: 'mint_nft',
          amount: 30,
          idempotency_key: 'k1',
          created_at: 'now',
        })
        .execute()
      await backup(target, file)
      await original.db.destroy()

      await loseDatabase(target)
      await restore(target, file)

      const restored = openDatabase({ databaseUrl: database.databaseUrl, dataDir })
      try {
        await migrateToLatest(restored.db)
        const rows = await restored.db
          .selectFrom('point_ledger')
          .select(['wallet_addr', 'amount'])
          .execute()
        expect(rows).toEqual([{ wallet_addr: '0xabc', amount: 30 }])
        const emotions = await restored.db.selectFrom('emotions').select('id').execute()
        expect(emotions.length).toBeGreaterThanOrEqual(12)
      } finally {
        await restored.db.destroy()
      }
    } finally {
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
