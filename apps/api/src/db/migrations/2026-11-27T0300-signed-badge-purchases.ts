import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // Badges bought with a signed permit, which the server relays on chain (PRODUCT.md §13): pending
  // until the chain job confirms (the purchase then also enters badge_purchases) or fails.
  await db.schema
    .createTable('badge_signed_purchases')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('badge_id', 'integer', (col) => col.notNull())
    // Whole Whoom, as the catalogue had it when the member signed.
    .addColumn('price', 'integer', (col) => col.notNull())
    // Unix seconds, as decimal text: the permit's uint256.
    .addColumn('deadline', 'text', (col) => col.notNull())
    // A signature is taken once, whatever became of its purchase.
    .addColumn('signature', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('tx_hash', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  // One purchase on its way a wallet: its permits share the token's nonce, so a second one signed
  // meanwhile could not be used.
  await db.schema
    .createIndex('badge_signed_purchases_one_pending')
    .on('badge_signed_purchases')
    .column('wallet_addr')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('badge_signed_purchases').execute()
}
