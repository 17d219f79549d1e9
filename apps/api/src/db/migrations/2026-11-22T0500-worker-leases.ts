import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // Work that one instance at a time may do (sending from the signer: its nonces are in order).
  await db.schema
    .createTable('worker_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_leases').execute()
}
