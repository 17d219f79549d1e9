import type { Kysely } from 'kysely'

// A member blocks another: one row a block, either direction read with the two indexes (who
// I block, by the primary key; who blocks me, by blocked_addr).

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_addr', 'text', (col) => col.notNull())
    .addColumn('blocked_addr', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_addr', 'blocked_addr'])
    .execute()
  await db.schema
    .createIndex('blocks_blocked')
    .on('blocks')
    .columns(['blocked_addr', 'blocker_addr'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocks').execute()
}
