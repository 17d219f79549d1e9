import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// The badge catalogue as first seeded: prices in whole Whoom, one badge free.
const BADGE_CATALOGUE = [
  ['Personality', 'Explorer', 0],
  ['Personality', 'Dreamer', 5],
  ['Personality', 'Leader', 10],
  ['Hobby', 'Gamer', 5],
  ['Hobby', 'Traveler', 8],
  ['Hobby', 'Foodie', 3],
  ['Vibe', 'Night Owl', 4],
  ['Vibe', 'Early Bird', 4],
  ['Vibe', 'Chill', 6],
] as const

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('album_photos')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    // Nine slots a wallet, held by the database: concurrent uploads cannot make a tenth.
    .addColumn('slot', 'integer', (col) => col.notNull().check(sql`slot between 1 and 9`))
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('album_photos_slot', ['wallet_addr', 'slot'])
    .execute()

  await db.schema
    .createTable('album_likes')
    .addColumn('photo_id', 'integer', (col) => col.notNull())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('target_addr', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('album_likes_pk', ['photo_id', 'wallet_addr'])
    .execute()
  await db.schema
    .createIndex('album_likes_target_day')
    .on('album_likes')
    .columns(['target_addr', 'day'])
    .execute()

  await db.schema
    .createTable('badges')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('group_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addUniqueConstraint('badges_group_name', ['group_name', 'name'])
    .execute()
  await db
    .insertInto('badges')
    .values(
      BADGE_CATALOGUE.map(([group_name, name, price], i) => ({
        id: i + 1,
        group_name,
        name,
        price,
      })),
    )
    .execute()

  await db.schema
    .createTable('user_badges')
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('badge_id', 'integer', (col) => col.notNull().references('badges.id'))
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('acquired_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['wallet_addr', 'badge_id'])
    .execute()
  await db.schema
    .createIndex('user_badges_badge')
    .on('user_badges')
    .columns(['badge_id', 'active'])
    .execute()

  // Every payment used once: the transaction hash is the key.
  await db.schema
    .createTable('badge_purchases')
    .addColumn('tx_hash', 'text', (col) => col.primaryKey())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('badge_id', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['badge_purchases', 'user_badges', 'badges', 'album_likes', 'album_photos']) {
    await db.schema.dropTable(table).execute()
  }
}
