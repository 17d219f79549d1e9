import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  type CompiledQuery,
  type Expression,
  Kysely,
  type KyselyConfig,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
} from 'kysely'
import pg from 'pg'
import { SQLITE_SHA256 } from './dialect.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

/** A value, or the SQL that gives it (a column of an enclosing query, say). */
export type SqlValue<T> = T | Expression<T>
export type DbDialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Db
  dialect: DbDialect
}

/** The connections a PostgreSQL pool keeps at most, unless told. */
export const POOL_SIZE = 10

/**
 * PostgreSQL when `databaseUrl` names one (a `search_path` may ride along in its `options`
 * parameter), else the SQLite file `memap.sqlite` under `dataDir`, in WAL mode. `onQuery` sees
 * every query run (the benchmarks record the SQL behind their query plans with it);
 * `onQueryTime` sees every query's time, failed ones too (the metrics). Without either, Kysely
 * times nothing.
 */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** PostgreSQL connections at most (`POOL_SIZE` unless told). */
  poolSize?: number
  onQuery?: (query: CompiledQuery) => void
  onQueryTime?: (query: CompiledQuery, milliseconds: number) => void
}): DbHandle {
  const { onQuery, onQueryTime } = options
  const log: KyselyConfig['log'] =
    onQuery || onQueryTime
      ? (event) => {
          if (event.level === 'query') onQuery?.(event.query)
          onQueryTime?.(event.query, event.queryDurationMillis)
        }
      : undefined
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? POOL_SIZE,
    })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: keepPlanned(pool) }), log }),
      dialect: 'postgres',
    }
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, 'memap.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('synchronous = NORMAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  file.function(SQLITE_SHA256, { deterministic: true }, (text) =>
    createHash('sha256').update(String(text)).digest('hex'),
  )
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepPrepared(file) }), log }),
    dialect: 'sqlite',
  }
}

/** How many compiled statements a SQLite connection keeps. */
const PREPARED_STATEMENTS = 1000

/**
 * Kysely prepares every query anew, and compiling a statement cost SQLite as much as running it
 * (bench/RESULTS.md). The app runs the same few hundred SQL texts again and again: keep them
 * compiled, the oldest dropped first. Kysely uses the one connection a query at a time, and
 * SQLite compiles a kept statement again by itself when the schema changes under it.
 */
function keepPrepared(file: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let statement = kept.get(sql)
      if (!statement) {
        statement = file.prepare(sql)
        if (kept.size >= PREPARED_STATEMENTS) kept.delete(kept.keys().next().value as string)
        kept.set(sql, statement)
      }
      return statement
    },
  }
}

/** How many SQL texts PostgreSQL connections keep planned; later ones are planned at each run. */
const PLANNED_STATEMENTS = 1000

/**
 * PostgreSQL parses and plans an unnamed statement at every run, and planning the profile read
 * cost more than running it (0.9 ms against 0.6, bench/RESULTS.md). The app's reads and writes
 * are sent as named statements instead, one name per SQL text: each connection parses and plans
 * a text once, then only binds and runs it. (Statements other than reads and writes, such as
 * the migrations' DDL and transaction control, stay unnamed.)
 */
function keepPlanned(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const nameFor = (text: string) => {
    let name = names.get(text)
    if (
      !name &&
      names.size < PLANNED_STATEMENTS &&
      /^\s*(select|insert|update|delete|with)\b/i.test(text)
    ) {
      name = `memap_${names.size}`
      names.set(text, name)
    }
    return name
  }
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely passes a cursor only to stream; every other call is (text, values).
    // biome-ignore lint/suspicious/noExplicitAny: pg's and Kysely's overloads differ only in types
    query: ((text: any, values?: readonly unknown[]) => {
      const name = typeof text === 'string' ? nameFor(text) : undefined
      return name
        ? client.query({ name, text, values: values as unknown[] })
        : client.query(text, values as unknown[])
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  })
  return {
    async connect() {
      const client = await pool.connect()
      let wrapped = clients.get(client)
      if (!wrapped) {
        wrapped = wrap(client)
        clients.set(client, wrapped)
      }
      return wrapped
    },
    end: () => pool.end(),
  }
}
