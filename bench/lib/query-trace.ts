import { CompiledQuery, sql } from 'kysely'
import type { Db, DbDialect } from '../../apps/api/src/db/database.ts'

/** Records the SQL the app runs while `capture` is on, to ask the database for its plans. */
export function queryTrace() {
  let captured: CompiledQuery[] | undefined
  return {
    /** For `openDatabase`: sees each query the app runs. */
    onQuery(query: CompiledQuery) {
      captured?.push(query)
    },
    /** The distinct reads `work` ran (writes are left out: their plans are a key lookup). */
    async capture(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
      captured = []
      try {
        await work()
        const seen = new Map<string, CompiledQuery>()
        for (const query of captured) {
          if (/^\s*(select|with)/i.test(query.sql) && !seen.has(query.sql))
            seen.set(query.sql, query)
        }
        return [...seen.values()]
      } finally {
        captured = undefined
      }
    },
  }
}

/** The plan of one captured query: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE. */
export async function explain(db: Db, dialect: DbDialect, query: CompiledQuery): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    )
    return rows.map((row) => row.detail)
  }
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers, costs off) ${query.sql}`, [...query.parameters]),
  )
  return rows.map((row) => row['QUERY PLAN'])
}

/** Row counts of the seeded tables. */
export async function tableRows(db: Db, tables: string[]) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await sql<{
      rows: unknown
    }>`select count(*) as rows from ${sql.table(table)}`.execute(db)
    counts[table] = Number(rows[0]?.rows)
  }
  return counts
}
