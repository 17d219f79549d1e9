import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Job } from './job-handler.ts'

/** A transaction the signer recorded, with its newest signed attempt. */
export interface SentTx {
  id: number
  nonce: number
  to: Address
  data: `0x${string}`
  value: bigint
  gas: bigint
  status: 'pending' | 'mined' | 'final' | 'superseded'
  blockNumber: number | null
  blockHash: string | null
  minedHash: string | null
  /** Every attempt's hash, newest first: a replacement is a new attempt at the same nonce. */
  hashes: `0x${string}`[]
  latest: Attempt
}

export interface Attempt {
  hash: `0x${string}`
  raw: `0x${string}`
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  signedAt: Date
}

/** A transaction about to be recorded: its call, nonce and first attempt, and the jobs it carries. */
export interface SignedTx {
  nonce: number
  to: Address
  data: `0x${string}`
  value: bigint
  gas: bigint
  attempt: Attempt
  /** The jobs, in the order of the call's items (a batch) or the one job. */
  jobIds: number[]
  /** Their idempotency keys, in the same order. */
  jobKeys: string[]
}

const JOB_COLUMNS = [
  'id',
  'kind',
  'wallet_addr',
  'amount',
  'idempotency_key',
  'batch_index',
  'tx_hash',
] as const

/**
 * All SQL of the chain queue: the jobs (`chain_jobs`, written by the modules through
 * `enqueueChainJob`), the signer's transactions (`chain_txs`) and their signed attempts
 * (`chain_tx_attempts`). The worker's only way to the database.
 */
export function txStore(db: Db, sender: Address) {
  const now = () => new Date().toISOString()

  async function withAttempts(
    rows: {
      id: number
      nonce: number
      to_addr: Address
      data: string
      value: string
      gas: string
      status: string
      block_number: number | null
      block_hash: string | null
      mined_hash: string | null
    }[],
  ): Promise<SentTx[]> {
    if (rows.length === 0) return []
    const attempts = await db
      .selectFrom('chain_tx_attempts')
      .selectAll()
      .where(
        'tx_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute()
    // Newest first: the latest signed, and of two signed in one millisecond the higher bid.
    const newestFirst = (a: (typeof attempts)[number], b: (typeof attempts)[number]) =>
      b.signed_at.localeCompare(a.signed_at) ||
      Number(BigInt(b.max_fee_per_gas) - BigInt(a.max_fee_per_gas))
    return rows.flatMap((row) => {
      const own = attempts.filter((attempt) => attempt.tx_id === row.id).sort(newestFirst)
      const newest = own[0]
      if (!newest) return []
      return [
        {
          id: row.id,
          nonce: row.nonce,
          to: row.to_addr,
          data: row.data as `0x${string}`,
          value: BigInt(row.value),
          gas: BigInt(row.gas),
          status: row.status as SentTx['status'],
          blockNumber: row.block_number,
          blockHash: row.block_hash,
          minedHash: row.mined_hash,
          hashes: own.map((attempt) => attempt.hash as `0x${string}`),
          latest: {
            hash: newest.hash as `0x${string}`,
            raw: newest.raw_tx as `0x${string}`,
            maxFeePerGas: BigInt(newest.max_fee_per_gas),
            maxPriorityFeePerGas: BigInt(newest.max_priority_fee_per_gas),
            signedAt: new Date(newest.signed_at),
          },
        },
      ]
    })
  }

  const txColumns = [
    'id',
    'nonce',
    'to_addr',
    'data',
    'value',
    'gas',
    'status',
    'block_number',
    'block_hash',
    'mined_hash',
  ] as const

  return {
    /**
     * The oldest queued jobs, at most `limit`; a job that failed to be signed only once its last
     * try is older than `retriedBefore`.
     */
    queued: (limit: number, retriedBefore: Date): Promise<Job[]> =>
      db
        .selectFrom('chain_jobs')
        .select(JOB_COLUMNS)
        .where('status', '=', sql.lit('queued'))
        .where((eb) =>
          eb.or([eb('attempts', '=', 0), eb('updated_at', '<', retriedBefore.toISOString())]),
        )
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Whether any job is queued or on its way (not yet final). */
    async busy(): Promise<boolean> {
      const row = await db
        .selectFrom('chain_jobs')
        .select('id')
        .where('status', 'in', ['queued', 'signed'])
        .limit(1)
        .executeTakeFirst()
      return row !== undefined
    },

    /** The signer's next nonce as far as this database knows: one past the last it recorded. */
    async nextRecordedNonce(): Promise<number | undefined> {
      const row = await db
        .selectFrom('chain_txs')
        .select((eb) => eb.fn.max('nonce').as('nonce'))
        .where('sender', '=', sender)
        .executeTakeFirst()
      return row?.nonce === null || row?.nonce === undefined ? undefined : Number(row.nonce) + 1
    },

    /** Transactions sent and not yet final, oldest nonce first. */
    async unfinished(): Promise<SentTx[]> {
      const rows = await db
        .selectFrom('chain_txs')
        .select(txColumns)
        .where('sender', '=', sender)
        .where('status', 'in', ['pending', 'mined'])
        .orderBy('nonce')
        .execute()
      return withAttempts(rows)
    },

    /** Final transactions mined at `fromBlock` or later: watched for a reorganisation. */
    async finalSince(fromBlock: number): Promise<SentTx[]> {
      const rows = await db
        .selectFrom('chain_txs')
        .select(txColumns)
        .where('sender', '=', sender)
        .where('status', '=', sql.lit('final'))
        .where('block_number', '>=', fromBlock)
        .orderBy('nonce')
        .execute()
      return withAttempts(rows)
    },

    /**
     * Records signed transactions and puts their jobs in them, in one transaction; answers false
     * (and records nothing) when a job was taken meanwhile (another sender whose lease ran out).
     */
    async recordSigned(signed: SignedTx[]): Promise<boolean> {
      return db
        .transaction()
        .execute(async (trx) => {
          for (const tx of signed) {
            const { id } = await trx
              .insertInto('chain_txs')
              .values({
                sender,
                nonce: tx.nonce,
                to_addr: tx.to,
                data: tx.data,
                value: tx.value.toString(),
                gas: tx.gas.toString(),
                status: 'pending',
                created_at: now(),
                updated_at: now(),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
            await insertAttempt(trx, id, tx.attempt)
            for (const [index, jobId] of tx.jobIds.entries()) {
              const taken = await trx
                .updateTable('chain_jobs')
                .set({
                  status: 'signed',
                  tx_id: id,
                  batch_index: tx.jobIds.length > 1 ? index : null,
                  nonce: tx.nonce,
                  tx_hash: tx.attempt.hash,
                  updated_at: now(),
                })
                .where('id', '=', jobId)
                .where('status', '=', sql.lit('queued'))
                .executeTakeFirst()
              if (taken.numUpdatedRows !== 1n) throw new JobTaken(jobId)
            }
          }
          return true
        })
        .catch((error: unknown) => {
          if (error instanceof JobTaken) return false
          throw error
        })
    },

    /** A replacement of `txId` at its nonce; its jobs show the new hash from now on. */
    async recordReplacement(txId: number, attempt: Attempt): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await insertAttempt(trx, txId, attempt)
        await trx
          .updateTable('chain_jobs')
          .set({ tx_hash: attempt.hash, updated_at: now() })
          .where('tx_id', '=', txId)
          .where('status', '=', sql.lit('signed'))
          .execute()
        await trx
          .updateTable('chain_txs')
          .set({ updated_at: now() })
          .where('id', '=', txId)
          .execute()
      })
    },

    /** Seen in a block, not yet deep enough to be final. */
    markMined: (txId: number, block: { number: number; hash: string }, minedHash: string) =>
      db
        .updateTable('chain_txs')
        .set({
          status: 'mined',
          block_number: block.number,
          block_hash: block.hash,
          mined_hash: minedHash,
          updated_at: now(),
        })
        .where('id', '=', txId)
        .execute(),

    /** No longer in the block it was seen in: sent again, mined again (once: its nonce). */
    markPending: (trx: Db, txId: number) =>
      trx
        .updateTable('chain_txs')
        .set({
          status: 'pending',
          block_number: null,
          block_hash: null,
          mined_hash: null,
          updated_at: now(),
        })
        .where('id', '=', txId)
        .execute(),

    markFinal: (trx: Db, txId: number) =>
      trx
        .updateTable('chain_txs')
        .set({ status: 'final', updated_at: now() })
        .where('id', '=', txId)
        .execute(),

    /** Another transaction took the nonce: this one can never be mined. */
    markSuperseded: (trx: Db, txId: number) =>
      trx
        .updateTable('chain_txs')
        .set({ status: 'superseded', updated_at: now() })
        .where('id', '=', txId)
        .execute(),

    /** The jobs a transaction carries and has not yet settled, in their batch order. */
    jobsOf: (on: Db, txId: number, status: 'signed' | 'confirmed'): Promise<Job[]> =>
      on
        .selectFrom('chain_jobs')
        .select(JOB_COLUMNS)
        .where('tx_id', '=', txId)
        .where('status', '=', status)
        .orderBy('batch_index')
        .orderBy('id')
        .execute(),

    confirmJob: (trx: Db, jobId: number, result: string | null, hash: string) =>
      trx
        .updateTable('chain_jobs')
        .set({ status: 'confirmed', result, tx_hash: hash, updated_at: now() })
        .where('id', '=', jobId)
        .execute(),

    /** A confirmed job whose block was reorganised away: on its way again, in the same tx. */
    unconfirmJob: (trx: Db, jobId: number) =>
      trx
        .updateTable('chain_jobs')
        .set({ status: 'signed', result: null, updated_at: now() })
        .where('id', '=', jobId)
        .execute(),

    failJob: (trx: Db, jobId: number, reason: string) =>
      trx
        .updateTable('chain_jobs')
        .set({ status: 'failed', last_error: reason.slice(0, 1000), updated_at: now() })
        .where('id', '=', jobId)
        .execute(),

    /**
     * Back to the queue, out of its transaction (another took its nonce): to be signed again, in a
     * new transaction at a new nonce.
     */
    requeueJob: (trx: Db, jobId: number, reason: string) =>
      trx
        .updateTable('chain_jobs')
        .set((eb) => ({
          status: 'queued',
          tx_id: null,
          batch_index: null,
          nonce: null,
          tx_hash: null,
          attempts: eb('attempts', '+', 1),
          last_error: reason.slice(0, 1000),
          updated_at: now(),
        }))
        .where('id', '=', jobId)
        .execute(),

    /** A job the chain could not take yet (an estimate failed): counted, left queued. */
    noteAttempt: (jobId: number, reason: string) =>
      db
        .updateTable('chain_jobs')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: reason.slice(0, 1000),
          updated_at: now(),
        }))
        .where('id', '=', jobId)
        .execute(),
  }
}

export type TxStore = ReturnType<typeof txStore>

/** A job another sender signed first: the whole record is rolled back. */
class JobTaken extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was signed by another sender`)
  }
}

async function insertAttempt(trx: Db, txId: number, attempt: Attempt) {
  await trx
    .insertInto('chain_tx_attempts')
    .values({
      hash: attempt.hash,
      tx_id: txId,
      raw_tx: attempt.raw,
      max_fee_per_gas: attempt.maxFeePerGas.toString(),
      max_priority_fee_per_gas: attempt.maxPriorityFeePerGas.toString(),
      signed_at: attempt.signedAt.toISOString(),
    })
    .execute()
}
