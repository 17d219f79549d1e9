import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>
export type DbDialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Db
  dialect: DbDialect
}

/**
 * PostgreSQL when `databaseUrl` names one (a `search_path` may ride along in its `options`
 * parameter), else the SQLite file `memap.sqlite` under `dataDir`, in WAL mode.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    }
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, 'memap.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('synchronous = NORMAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }),
    dialect: 'sqlite',
  }
}
