import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Every write is counted by the rate limiter in a commit of its own before the write's commit.
// On PostgreSQL an unlogged table writes no WAL, so that commit no longer waits for a WAL flush
// (an fsync): a write then costs one flush, not two. A crash empties the table, which forgets
// at most a minute's counts: harmless for a rate limit. (SQLite in WAL mode with
// synchronous=NORMAL syncs at checkpoints only; nothing to change there.)

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table rate_limits set unlogged`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table rate_limits set logged`.execute(db)
}
