import type { Address } from '@memap/shared/address'
import type { Db } from '../db/database.ts'
import type { SignedJobs } from './signed-jobs.ts'

/** What the server sends on chain: a MeMap mint at registration, a Whoom mint at withdrawal,
 * devnet ETH from the faucet, a badge purchase a member signed (the server paying the gas), the
 * refund of a payment for a badge the wallet already had. */
export type ChainJobKind = 'mint_nft' | 'mint_whoom' | 'faucet' | 'badge_purchase' | 'badge_refund'

/**
 * Queues a transaction in the caller's transaction: nothing on the chain is sent from a request
 * handler. The worker sends it. A key queued before is left as it was; answers false then.
 */
export async function enqueueChainJob(
  trx: Db,
  job: { kind: ChainJobKind; walletAddr: Address; amount?: bigint; idempotencyKey: string },
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

/** How often a request waiting for its job's hash asks the database, for another instance's worker. */
const SIGNED_POLL_MS = 250

/**
 * The hash of the queued job's transaction once a worker has signed it (it records the hash
 * before it broadcasts), waiting up to `waitMs`: told at once by this process's worker
 * (`signals`), found in the database when another instance's worker signed it. Undefined if it
 * is not signed by then.
 */
export async function signedTransactionHash(
  db: Db,
  signals: SignedJobs,
  idempotencyKey: string,
  waitMs: number,
): Promise<string | undefined> {
  const deadline = Date.now() + waitMs
  const told = signals.listen(idempotencyKey)
  try {
    for (;;) {
      const job = await db
        .selectFrom('chain_jobs')
        .select('tx_hash')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()
      if (job?.tx_hash) return job.tx_hash
      const left = deadline - Date.now()
      if (left <= 0) return undefined
      const hash = await Promise.race([
        told.signed,
        new Promise<undefined>((resolve) =>
          setTimeout(() => resolve(undefined), Math.min(left, SIGNED_POLL_MS)),
        ),
      ])
      if (hash) return hash
    }
  } finally {
    told.cancel()
  }
}

/** What the job under `idempotencyKey` answered once confirmed (a minted token id), if it was. */
export async function confirmedResult(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const job = await db
    .selectFrom('chain_jobs')
    .select('result')
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'confirmed')
    .executeTakeFirst()
  return job?.result ?? undefined
}

/** The statuses a job can be stuck in: waiting to be signed, sent and not mined, reverted. */
export const UNCONFIRMED_JOB_STATUSES = ['queued', 'signed', 'failed'] as const
export type UnconfirmedJobStatus = (typeof UNCONFIRMED_JOB_STATUSES)[number]

export interface UnconfirmedJobs {
  status: UnconfirmedJobStatus
  jobs: number
  /** When the oldest of them was queued. */
  oldestCreatedAt: Date
  /** The most times one of them was tried and failed. */
  maxAttempts: number
}

/**
 * The jobs not confirmed, by status (the metrics read it at every scrape). Confirmed jobs, the
 * bulk of the table, are left out: the `(status, id)` index keeps this a read of the few others.
 */
export async function unconfirmedJobs(db: Db): Promise<UnconfirmedJobs[]> {
  const rows = await db
    .selectFrom('chain_jobs')
    .select((eb) => [
      'status',
      eb.fn.countAll().as('jobs'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('attempts').as('attempts'),
    ])
    .where('status', 'in', UNCONFIRMED_JOB_STATUSES)
    .groupBy('status')
    .execute()
  // PostgreSQL counts in bigint, which its driver answers as text.
  return rows.map((row) => ({
    status: row.status as UnconfirmedJobStatus,
    jobs: Number(row.jobs),
    oldestCreatedAt: new Date(row.oldest),
    maxAttempts: Number(row.attempts),
  }))
}

/** The jobs not yet confirmed (queued or on their way), and when the oldest was queued. */
export async function chainBacklog(db: Db): Promise<{ waiting: number; oldest: Date | undefined }> {
  const row = await db
    .selectFrom('chain_jobs')
    .select((eb) => [eb.fn.countAll().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['queued', 'signed'])
    .executeTakeFirst()
  return {
    waiting: Number(row?.waiting ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : undefined,
  }
}
