import { type Kysely, sql } from 'kysely'

// Answering a friend request settles the target's notification of it (select_status 1 to 0,
// modules/notifications/service.ts). Without this index that update read every notification of
// the target; with it, only those still awaiting an answer, which are few.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notifications_awaiting_answer')
    .on('notifications')
    .columns(['wallet_addr', 'actor_addr'])
    .where(sql.ref('select_status'), '=', 1)
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_awaiting_answer').execute()
}
