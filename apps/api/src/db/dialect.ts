import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// The few places where SQLite and PostgreSQL differ live here.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter

/** An auto-incrementing integer key, in each dialect's own words. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export const autoIncrementKey = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? col.primaryKey().generatedByDefaultAsIdentity()
    : col.primaryKey().autoIncrement()

/** A unique or primary key refused a row: SQLite's and PostgreSQL's words for it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}
