import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // The album slots whose +5 a wallet holds: one more for each paid upload, one less for each
  // paid delete, at most 9. Kept when the member leaves, so that photos removed by leaving (never
  // charged) cannot be paid for again (PRODUCT.md §12).
  await db.schema
    .createTable('album_slot_rewards')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    .addColumn('paid', 'integer', (col) => col.notNull().check(sql`paid >= 0 and paid <= 9`))
    .execute()
  // Each wallet's count so far, from its ledger: uploads paid less deletes charged.
  await sql`
    insert into album_slot_rewards (wallet_addr, paid)
    select wallet_addr, case when held < 0 then 0 when held > 9 then 9 else held end
    from (
      select wallet_addr, sum(case when type = 'album_posting' then 1 else -1 end) as held
      from point_ledger
      where type in ('album_posting', 'album_update')
      group by wallet_addr
    ) as counts`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('album_slot_rewards').execute()
}
