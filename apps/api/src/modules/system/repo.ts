import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** What the system module asks of the database: no table, only whether it answers. */
export function systemRepo(db: Db) {
  return {
    answers: () =>
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
  }
}
