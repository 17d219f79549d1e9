import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Names are unique whatever their letter case.
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('profile_image', 'text')
    .addColumn('x', 'text')
    .addColumn('telegram', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('custom_url', 'text')
    .addColumn('svn', 'integer', (col) => col.notNull())
    .addColumn('open_profile', 'integer', (col) => col.notNull())
    .addColumn('token_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  // Distinct signed-in visitors of a profile per Seoul day: the `Today` counter.
  await db.schema
    .createTable('profile_visits')
    .addColumn('profile_addr', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor_addr', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('profile_visits_pk', ['profile_addr', 'day', 'visitor_addr'])
    .execute()

  await db.schema
    .createTable('point_balances')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    // The database itself keeps every balance at zero or above.
    .addColumn('balance', 'integer', (col) => col.notNull().check(sql`balance >= 0`))
    .execute()

  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('counterpart', 'text')
    .addColumn('info', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('point_ledger_wallet')
    .on('point_ledger')
    .columns(['wallet_addr', 'id'])
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('info', 'text')
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('actor_addr', 'text')
    .addColumn('target_addr', 'text')
    .addColumn('select_status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('notifications_wallet')
    .on('notifications')
    .columns(['wallet_addr', 'id'])
    .execute()

  await db.schema
    .createTable('chain_jobs')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('amount', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('nonce', 'integer')
    .addColumn('raw_tx', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('result', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('chain_jobs_status')
    .on('chain_jobs')
    .columns(['status', 'id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'chain_jobs',
    'notifications',
    'point_ledger',
    'point_balances',
    'profile_visits',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
