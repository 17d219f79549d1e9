import type { Kysely } from 'kysely'
import { type Hex, keccak256, parseTransaction, recoverTransactionAddress } from 'viem'
import { autoIncrementKey } from '../dialect.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  // A transaction the signer sends: one job, or a batch of jobs of one kind. Its nonce is the
  // signer's, taken once; its signed bytes (one set an attempt, a replacement being a new attempt
  // at the same nonce) are recorded before any is broadcast (docs/ARCHITECTURE.md, "The chain").
  await db.schema
    .createTable('chain_txs')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('nonce', 'integer', (col) => col.notNull())
    .addColumn('to_addr', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('gas', 'text', (col) => col.notNull())
    // pending (signed, not mined), mined (in a block, not yet deep enough), final, or superseded
    // (another transaction took its nonce: its jobs went back to the queue).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('block_number', 'integer')
    .addColumn('block_hash', 'text')
    .addColumn('mined_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('chain_txs_sender_nonce', ['sender', 'nonce'])
    .execute()
  await db.schema
    .createIndex('chain_txs_status')
    .on('chain_txs')
    .columns(['status', 'nonce'])
    .execute()
  await db.schema
    .createTable('chain_tx_attempts')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('tx_id', 'integer', (col) => col.notNull())
    .addColumn('raw_tx', 'text', (col) => col.notNull())
    .addColumn('max_fee_per_gas', 'text', (col) => col.notNull())
    .addColumn('max_priority_fee_per_gas', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('chain_tx_attempts_tx')
    .on('chain_tx_attempts')
    .columns(['tx_id', 'signed_at'])
    .execute()
  await db.schema.alterTable('chain_jobs').addColumn('tx_id', 'integer').execute()
  // Where the job sits in its batch's call (the BatchMinter names a failed item by it).
  await db.schema.alterTable('chain_jobs').addColumn('batch_index', 'integer').execute()
  await db.schema.createIndex('chain_jobs_tx').on('chain_jobs').column('tx_id').execute()

  // A job the one-at-a-time worker had signed but not seen confirmed becomes a transaction of
  // its own, with the bytes it recorded: the new worker sends or confirms exactly those.
  const signed = await db
    .selectFrom('chain_jobs')
    .select(['id', 'raw_tx', 'tx_hash', 'updated_at'])
    .where('status', '=', 'signed')
    .execute()
  for (const job of signed) {
    const raw = job.raw_tx as Hex
    const tx = parseTransaction(raw)
    const sender = await recoverTransactionAddress({ serializedTransaction: raw as never })
    const inserted = await db
      .insertInto('chain_txs')
      .values({
        sender,
        nonce: tx.nonce ?? 0,
        to_addr: tx.to,
        data: tx.data ?? '0x',
        value: (tx.value ?? 0n).toString(),
        gas: (tx.gas ?? 0n).toString(),
        status: 'pending',
        created_at: job.updated_at,
        updated_at: job.updated_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('chain_tx_attempts')
      .values({
        hash: keccak256(raw),
        tx_id: inserted.id,
        raw_tx: raw,
        max_fee_per_gas: (tx.maxFeePerGas ?? tx.gasPrice ?? 0n).toString(),
        max_priority_fee_per_gas: (tx.maxPriorityFeePerGas ?? tx.gasPrice ?? 0n).toString(),
        signed_at: job.updated_at,
      })
      .execute()
    await db
      .updateTable('chain_jobs')
      .set({ tx_id: inserted.id })
      .where('id', '=', job.id)
      .execute()
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chain_jobs_tx').execute()
  for (const column of ['batch_index', 'tx_id']) {
    await db.schema.alterTable('chain_jobs').dropColumn(column).execute()
  }
  await db.schema.dropTable('chain_tx_attempts').execute()
  await db.schema.dropTable('chain_txs').execute()
}
