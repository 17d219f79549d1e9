import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { CompiledQuery } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

/**
 * The database a test runs on: SQLite by default, PostgreSQL when the suite runs with
 * TEST_DB=postgres. Each PostgreSQL run gets a schema of its own, dropped afterwards, so runs
 * never see each other's rows.
 */
export async function testDatabaseUrl(): Promise<{
  databaseUrl: string | undefined
  drop(): Promise<void>
}> {
  if (process.env.TEST_DB !== 'postgres') return { databaseUrl: undefined, drop: async () => {} }
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL')
  const schema = await createPostgresSchema(base, 'test')
  return { databaseUrl: schema.url, drop: schema.drop }
}

/** A fresh schema in the PostgreSQL database at `base`: its URL, and how to drop it. */
export async function createPostgresSchema(base: string, prefix: string) {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(base)
  // No parallel workers: the full suite saw them fail with `schema "test_…" does not exist`
  // (code 3F000, where: parallel worker) in the migrator's catalog queries, while the leader
  // knew the schema; a test's tables are too small to gain from them anyway.
  url.searchParams.set('options', `-c search_path=${schema} -c max_parallel_workers_per_gather=0`)
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  }
}

/**
 * A fresh database for the test file's tests: a temporary folder (SQLite's file) and, on
 * PostgreSQL, a schema of its own, migrated unless `migrate` is false, closed and dropped after
 * the file. Its fields are set before the first test runs.
 */
export function useTestDatabase(
  options: { migrate?: boolean; onQuery?: (query: CompiledQuery) => void } = {},
) {
  const context = {} as { db: Db; dataDir: string }
  const cleanups: Array<() => Promise<unknown>> = []
  beforeAll(async () => {
    context.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-test-db-'))
    cleanups.push(() => fs.rm(context.dataDir, { recursive: true, force: true }))
    const database = await testDatabaseUrl()
    cleanups.push(database.drop)
    context.db = openDatabase({
      onQuery: options.onQuery,
      dataDir: context.dataDir,
      databaseUrl: database.databaseUrl,
    }).db
    cleanups.push(() => context.db.destroy())
    if (options.migrate !== false) await migrateToLatest(context.db)
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })
  return context
}
