import type { Kysely } from 'kysely'

// The networks behind identity tags are paged in address order from a point the seed picks
// (modules/friends/service.ts): these indexes hold each network in that order, so a page reads
// a couple of hundred index entries however large the network. They replace the indexes
// without the address, which only ever served the same lookups.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('user_badges_network')
    .on('user_badges')
    .columns(['badge_id', 'active', 'wallet_addr'])
    .execute()
  await db.schema.dropIndex('user_badges_badge').execute()
  await db.schema
    .createIndex('user_emotions_network')
    .on('user_emotions')
    .columns(['emotion_id', 'day', 'wallet_addr'])
    .execute()
  await db.schema.dropIndex('user_emotions_emotion_day').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('user_emotions_emotion_day')
    .on('user_emotions')
    .columns(['emotion_id', 'day'])
    .execute()
  await db.schema.dropIndex('user_emotions_network').execute()
  await db.schema
    .createIndex('user_badges_badge')
    .on('user_badges')
    .columns(['badge_id', 'active'])
    .execute()
  await db.schema.dropIndex('user_badges_network').execute()
}
