import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** What the event bus asks of PostgreSQL: no table, the database's name and its NOTIFY. */
export function eventsRepo(db: Db) {
  return {
    /** The database and schema this app writes to, which instances sharing it share. */
    identity: async () =>
      (
        await sql<{
          identity: string
        }>`select current_database() || '.' || current_schema() as identity`.execute(db)
      ).rows[0]?.identity,

    /** Announces `payload` on `channel` to every listening connection. */
    notify: (channel: string, payload: string) =>
      sql`select pg_notify(${channel}, ${payload})`.execute(db),
  }
}
