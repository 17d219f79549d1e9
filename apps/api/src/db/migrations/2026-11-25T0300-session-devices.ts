import { type Kysely, sql } from 'kysely'

// A member sees and ends their sessions (GET /v0/auth/sessions): each gets an opaque public id
// (never its cookie's token nor the token's hash), the browser it was opened from, and when it
// was last used. Existing sessions get an id cut from their hash (nothing else is derived from
// it) and were last seen when they were opened.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute()
  await sql`update sessions set public_id = substr(id_hash, 33, 32), last_seen_at = created_at`.execute(
    db,
  )
  await db.schema
    .createIndex('sessions_public_id')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_public_id').execute()
  for (const column of ['last_seen_at', 'user_agent', 'public_id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute()
  }
}
