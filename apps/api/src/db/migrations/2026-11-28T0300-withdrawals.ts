import type { Kysely } from 'kysely'
import { autoIncrementKey } from '../dialect.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // A withdrawal (PRODUCT.md §12): what was debited and what the fee kept, and whether its Whoom
  // mint reached the wallet yet (pending, then paid with the transaction that paid it).
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    // Whole Whoom debited from the balance, the fee included.
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull())
    // The ledger posting's and the chain job's key.
    .addColumn('job_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('tx_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute()
  await db.schema
    .createIndex('withdrawals_wallet')
    .on('withdrawals')
    .columns(['wallet_addr', 'id'])
    .execute()

  // The withdrawals made before: from their ledger rows (each debited the whole balance, of which
  // 1 Whoom was the fee) and their chain jobs.
  const made = await db
    .selectFrom('point_ledger')
    .leftJoin('chain_jobs', 'chain_jobs.idempotency_key', 'point_ledger.idempotency_key')
    .select([
      'point_ledger.wallet_addr',
      'point_ledger.amount',
      'point_ledger.idempotency_key',
      'point_ledger.created_at',
      'chain_jobs.status',
      'chain_jobs.tx_hash',
      'chain_jobs.updated_at',
    ])
    .where('point_ledger.type', '=', 'withdraw')
    .orderBy('point_ledger.id')
    .execute()
  for (const row of made) {
    const paid = row.status === 'confirmed'
    await db
      .insertInto('withdrawals')
      .values({
        wallet_addr: row.wallet_addr,
        amount: -row.amount,
        fee: 1,
        job_key: row.idempotency_key,
        status: paid ? 'paid' : 'pending',
        tx_hash: paid ? row.tx_hash : null,
        created_at: row.created_at,
        paid_at: paid ? row.updated_at : null,
      })
      .execute()
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawals').execute()
}
