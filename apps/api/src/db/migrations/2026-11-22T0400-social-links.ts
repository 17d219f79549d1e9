import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // The linked X and Telegram accounts, by their ids: one account, one wallet.
  await db.schema.alterTable('users').addColumn('x_id', 'text').execute()
  await db.schema.alterTable('users').addColumn('telegram_id', 'text').execute()
  await db.schema.createIndex('users_x_id').on('users').column('x_id').unique().execute()
  await db.schema
    .createIndex('users_telegram_id')
    .on('users')
    .column('telegram_id')
    .unique()
    .execute()

  // OAuth flows in progress: a state is bound to the wallet that started it and used once.
  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').execute()
  await db.schema.dropIndex('users_telegram_id').execute()
  await db.schema.dropIndex('users_x_id').execute()
  await db.schema.alterTable('users').dropColumn('telegram_id').execute()
  await db.schema.alterTable('users').dropColumn('x_id').execute()
}
