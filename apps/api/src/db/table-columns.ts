import { sql } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'

/**
 * The columns of every table of this database (this schema's, on PostgreSQL), by table name:
 * what the schema holds, as the migrations left it, for checks that compare it with the code.
 */
export async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>()
  if (isPostgres(db)) {
    // This schema only: Kysely's introspection reads every schema.
    const { rows } = await sql<{ table: string; column: string }>`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(db)
    for (const row of rows) columns.set(row.table, [...(columns.get(row.table) ?? []), row.column])
    return columns
  }
  for (const table of await db.introspection.getTables()) {
    columns.set(
      table.name,
      table.columns.map((column) => column.name),
    )
  }
  return columns
}
