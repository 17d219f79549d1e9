import type { Kysely } from 'kysely'

// A wallet's read state is one row, how far it has read: marking everything read writes that row
// instead of every notification, and the unread count is a range of the (wallet_addr, id) index.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    .addColumn('read_up_to', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute()
}
