import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// Reports of members and photos, what moderators did about them (the audit), and suspended
// members (a state of the profile: users.suspended_at).

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('reporter_addr', 'text', (col) => col.notNull())
    .addColumn('target_addr', 'text', (col) => col.notNull())
    .addColumn('album_id', 'integer')
    // What is reported: the member's profile, or one of their photos.
    .addColumn('target_key', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .execute()
  // One open report per reporter and thing reported, held by the database.
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_addr', 'target_key'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute()
  await db.schema.createIndex('reports_queue').on('reports').columns(['status', 'id']).execute()

  await db.schema
    .createTable('moderation_audit')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('moderator_addr', 'text', (col) => col.notNull())
    .addColumn('report_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_addr', 'text', (col) => col.notNull())
    .addColumn('album_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended_at').execute()
  await db.schema.dropTable('moderation_audit').execute()
  await db.schema.dropTable('reports').execute()
}
