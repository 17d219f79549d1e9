import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // Images uploaded per wallet and Seoul day (profile and album): the daily upload allowance.
  await db.schema
    .createTable('daily_uploads')
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('daily_uploads_pk', ['wallet_addr', 'day'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_uploads').execute()
}
