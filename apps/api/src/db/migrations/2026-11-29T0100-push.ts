import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// Web Push (docs/ARCHITECTURE.md, "Web Push"): each device's subscription, the outbox of pushes waiting to be sent
// (written in the transaction of the notification they tell of), and each member's quiet hours.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', autoIncrementKey(db))
    // One row an endpoint: the browser's subscription belongs to the device.
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    // The session (device) it was made in, by its public id, and when that session expires:
    // signing out of it, or its expiry, ends the subscription.
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('session_expires_at', 'text', (col) => col.notNull())
    // The kinds it receives, one bit each (modules/push/kinds.ts).
    .addColumn('kinds', 'integer', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('push_subscriptions_wallet')
    .on('push_subscriptions')
    .columns(['wallet_addr', 'id'])
    .execute()

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('subscription_id', 'integer', (col) => col.notNull())
    // Whom it tells, and who acted (a cheer's cheerer), with the name the notification wrote.
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_addr', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Not sent before: quiet hours and retries move it on.
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // The sender that took it, until when (a sender that died lets go when this passes).
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    // Sent: kept for a minute, so that the next push of its kind counts it ("and 4 others").
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('push_outbox_due')
    .on('push_outbox')
    .columns(['due_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('push_outbox_topic')
    .on('push_outbox')
    .columns(['subscription_id', 'kind', 'sent_at'])
    .execute()
  await db.schema
    .createIndex('push_outbox_wallet')
    .on('push_outbox')
    .columns(['wallet_addr'])
    .execute()

  await db.schema
    .createTable('push_settings')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    // Quiet hours, HH:MM in `time_zone`; both null for none.
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_settings').execute()
  await db.schema.dropTable('push_outbox').execute()
  await db.schema.dropTable('push_subscriptions').execute()
}
