import {
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
} from 'kysely'
import * as postgresJson from 'kysely/helpers/postgres'
import * as sqliteJson from 'kysely/helpers/sqlite'

// The few places where SQLite and PostgreSQL differ live here.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter

/** An auto-incrementing integer key, in each dialect's own words. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export const autoIncrementKey = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? col.primaryKey().generatedByDefaultAsIdentity()
    : col.primaryKey().autoIncrement()

/** The name under which `openDatabase` gives SQLite a SHA-256 function (it has none of its own). */
export const SQLITE_SHA256 = 'memap_sha256'

/**
 * The SHA-256 of a text's UTF-8 bytes, as a value that sorts as its hex digest does: PostgreSQL's
 * own function (a bytea, which sorts by its bytes), SQLite's the hex digest as text.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export const sha256Of = (db: Kysely<any>, text: Expression<string>) =>
  isPostgres(db)
    ? sql<Uint8Array | string>`sha256(convert_to(${text}, 'UTF8'))`
    : sql<Uint8Array | string>`${sql.raw(SQLITE_SHA256)}(${text})`

/**
 * Makes every commit so far survive a power cut. PostgreSQL's commits do already
 * (`synchronous_commit`); SQLite's, in WAL mode with `synchronous=NORMAL`, once the WAL is
 * synced, which a checkpoint does before anything else.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function syncCommits(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`pragma wal_checkpoint(PASSIVE)`.execute(db)
}

/**
 * Runs `work` (reads) where PostgreSQL keeps one plan per statement whatever its values: a
 * transaction with `plan_cache_mode` set to `force_generic_plan`. A statement whose values change
 * its best plan (a search: an exact key or a range of a million) is otherwise planned anew at
 * every run, and planning a large one can cost ten times running it (bench/RESULTS.md). SQLite
 * plans nothing per value: `work` runs as it is.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function withGenericPlans<T, D extends Kysely<any>>(
  db: D,
  work: (on: D) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db)
  return db.transaction().execute(async (trx) => {
    await sql`set local plan_cache_mode = force_generic_plan`.execute(trx)
    return work(trx as unknown as D)
  })
}

/** A unique or primary key refused a row: SQLite's and PostgreSQL's words for it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}

/** A JSON value read from the database: PostgreSQL's driver parses it, SQLite answers text. */
export type JsonColumn<T> = T | string

export const fromJsonColumn = <T>(value: JsonColumn<T>): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

/** The query a JSON helper takes: a select whose rows are `Row`. */
type RowsQuery<Row> = Parameters<typeof sqliteJson.jsonArrayFrom<Row>>[0]

// Kysely types a JSON value by how JSON would dehydrate the row; ours hold numbers and strings,
// which come back as they went in.

/** A subquery's rows as one JSON array (read with `fromJsonColumn`). */
export const jsonArrayFrom = <Row>(
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db: Kysely<any>,
  rows: RowsQuery<Row>,
) =>
  (isPostgres(db)
    ? postgresJson.jsonArrayFrom(rows)
    : sqliteJson.jsonArrayFrom(rows)) as unknown as RawBuilder<JsonColumn<Row[]>>

/** A subquery's first row as one JSON object, or null without one (read with `fromJsonColumn`). */
export const jsonObjectFrom = <Row>(
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db: Kysely<any>,
  row: RowsQuery<Row>,
) =>
  (isPostgres(db)
    ? postgresJson.jsonObjectFrom(row)
    : sqliteJson.jsonObjectFrom(row)) as unknown as RawBuilder<JsonColumn<Row> | null>

/**
 * A PostgreSQL transaction the server chose to abort so that another could go on (a deadlock,
 * or a serialization failure): it changed nothing, and running it again is the cure.
 */
export function isRetryableAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '40P01' || code === '40001'
}
