import type { Db } from '../db/database.ts'

/** What the server sends on chain: a MeMap mint at registration, a Whoom mint at withdrawal,
 * devnet ETH from the faucet. */
export type ChainJobKind = 'mint_nft' | 'mint_whoom' | 'faucet'

/**
 * Queues a transaction in the caller's transaction: nothing on the chain is sent from a request
 * handler. The worker sends it. A key queued before is left as it was; answers false then.
 */
export async function enqueueChainJob(
  trx: Db,
  job: { kind: ChainJobKind; walletAddr: string; amount?: bigint; idempotencyKey: string },
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto('chain_jobs')
    .values({
      kind: job.kind,
      wallet_addr: job.walletAddr,
      amount: job.amount?.toString() ?? null,
      idempotency_key: job.idempotencyKey,
      status: 'queued',
      attempts: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst()
  return result.numInsertedOrUpdatedRows === 1n
}
