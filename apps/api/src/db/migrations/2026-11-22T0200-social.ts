import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// The emotion catalogue as first seeded; ids never change, names may be edited later.
const EMOTION_CATALOGUE = [
  'Happy',
  'Excited',
  'Grateful',
  'Calm',
  'Proud',
  'Hopeful',
  'Tired',
  'Bored',
  'Anxious',
  'Sad',
  'Lonely',
  'Angry',
  'Curious',
  'Loved',
].map((name, i) => ({ id: i + 1, name, hidden: 0 }))
EMOTION_CATALOGUE.push(
  { id: 15, name: 'Festive', hidden: 1 },
  { id: 16, name: 'Nostalgic', hidden: 1 },
)

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // Cheers and likes given per wallet and Seoul day: the shared daily allowance.
  await db.schema
    .createTable('daily_interactions')
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('daily_interactions_pk', ['wallet_addr', 'day'])
    .execute()

  await db.schema
    .createTable('emotions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('hidden', 'integer', (col) => col.notNull())
    .execute()

  await db.insertInto('emotions').values(EMOTION_CATALOGUE).execute()

  await db.schema
    .createTable('user_emotions')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('emotion_id', 'integer', (col) => col.notNull().references('emotions.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // One emotion a Seoul day per wallet, held by the database.
    .addUniqueConstraint('user_emotions_one_a_day', ['wallet_addr', 'day'])
    .execute()
  await db.schema
    .createIndex('user_emotions_emotion_day')
    .on('user_emotions')
    .columns(['emotion_id', 'day'])
    .execute()

  await db.schema
    .createTable('cheers')
    .addColumn('user_emotion_id', 'integer', (col) => col.notNull())
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('target_addr', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cheers_pk', ['user_emotion_id', 'wallet_addr'])
    .execute()
  await db.schema
    .createIndex('cheers_target_day')
    .on('cheers')
    .columns(['target_addr', 'day'])
    .execute()

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('requester_addr', 'text', (col) => col.notNull())
    .addColumn('target_addr', 'text', (col) => col.notNull())
    // The two wallets in a fixed order: one pending request per pair, either way.
    .addColumn('pair_key', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .execute()
  await db.schema
    .createIndex('friend_requests_one_pending')
    .on('friend_requests')
    .column('pair_key')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute()

  await db.schema
    .createTable('friendships')
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('friend_addr', 'text', (col) => col.notNull())
    .addColumn('since', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['wallet_addr', 'friend_addr'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'friendships',
    'friend_requests',
    'cheers',
    'user_emotions',
    'emotions',
    'daily_interactions',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
