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
 * TEST_DB=postgres. Each PostgreSQL run gets a database of its own, dropped afterwards, so runs
 * never see each other's rows or catalog.
 */
export async function testDatabaseUrl(): Promise<{
  databaseUrl: string | undefined
  drop(): Promise<void>
}> {
  if (process.env.TEST_DB !== 'postgres') return { databaseUrl: undefined, drop: async () => {} }
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL')
  const database = await createPostgresDatabase(base, 'test')
  return { databaseUrl: database.url, drop: database.drop }
}

/**
 * A database of its own on the PostgreSQL server at `base`, holding one schema of the same name
 * (so that `search_path` and schema-wide backups are exercised as in a shared database): its
 * URL, and how to drop it. A database rather than a schema in a shared one, because PostgreSQL's
 * catalog functions look names up outside the query's snapshot: a schema dropped by another
 * test file made Kysely's migrator (which reads every schema's tables) fail with
 * `schema "test_…" does not exist`.
 */
export async function createPostgresDatabase(base: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await withClient(base, (client) => client.query(`create database ${name}`))
  const url = new URL(base)
  url.pathname = `/${name}`
  await withClient(url.toString(), (client) => client.query(`create schema ${name}`))
  url.searchParams.set('options', `-c search_path=${name}`)
  return {
    url: url.toString(),
    drop: () =>
      withClient(base, async (client) => {
        // Let the run's own connections finish closing: terminating one that is still saying
        // goodbye makes its client emit an error nobody listens to any more.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await client.query<{ connections: number }>(
            'select count(*)::int as connections from pg_stat_activity where datname = $1',
            [name],
          )
          if (rows[0]?.connections === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await client.query(`drop database if exists ${name} with (force)`)
      }),
  }
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database for the test file's tests: a temporary folder (SQLite's file) and, on
 * PostgreSQL, a database of its own, migrated unless `migrate` is false, closed and dropped after
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
