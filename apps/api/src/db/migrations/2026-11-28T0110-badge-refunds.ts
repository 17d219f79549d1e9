import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // A payment for a badge the wallet had already (bought meanwhile the other way) is used all the
  // same, and sent back to the wallet by the chain queue (PRODUCT.md §13): `refunded` 1 then, and
  // the refund's transaction once it confirmed.
  await db.schema
    .alterTable('badge_purchases')
    .addColumn('refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('badge_purchases').addColumn('refund_tx_hash', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('badge_purchases').dropColumn('refund_tx_hash').execute()
  await db.schema.alterTable('badge_purchases').dropColumn('refunded').execute()
}
