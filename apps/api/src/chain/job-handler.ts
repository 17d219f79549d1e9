import type { Address } from '@memap/shared/address'
import type { Hex, TransactionReceipt } from 'viem'
import type { Db } from '../db/database.ts'

/** A queued chain job, as its handler sees it. */
export type Job = {
  id: number
  kind: string
  wallet_addr: Address
  amount: string | null
  idempotency_key: string
  /** Where it sits in its batch's call, once signed in one. */
  batch_index: number | null
  /** The hash of the newest attempt of its transaction, once signed. */
  tx_hash: string | null
}

export type JobCall = {
  to: Address
  data?: Hex
  value?: bigint
  /**
   * The gas to send it with, when the handler knows it (a mint costs the same every time): such a
   * call is signed without asking the chain, so it gets its hash while the RPC is away. Without
   * it, the chain estimates the call before it is signed.
   */
  gas?: bigint
  /** More gas than this (as estimated) and the job fails unsent (only with `onFailed`). */
  maxGas?: bigint
}

/**
 * How each kind of job becomes a call, and what its outcome changes in the database. The whole
 * interface between the queue and the modules: the worker calls `call` (or `batch`) right before
 * it signs a job, `onConfirmed` once it is final, `onReorged` if its block is taken away, and
 * `onFailed` once it failed.
 */
export interface JobHandler {
  /**
   * The job's transaction, read right before it is signed and sent. Throwing `JobRefused` fails the
   * job unsent (and runs `onFailed`): the handler's last look at whether the job is still wanted
   * (a relayed purchase of a badge paid meanwhile). Any other error is retried.
   */
  call(job: Job): JobCall | Promise<JobCall>
  /**
   * Jobs of this kind in one call, where the contracts allow it (the BatchMinter); absent when
   * they do not (no BatchMinter configured), and each job is sent alone.
   */
  batch?(jobs: Job[]): JobCall
  /**
   * Runs in the transaction that marks the job confirmed (its transaction is final at the
   * configured depth); answers the job's result. Runs again if a reorganisation took the block
   * away and the transaction is mined anew.
   */
  onConfirmed(trx: Db, job: Job, receipt: TransactionReceipt): Promise<string | null>
  /**
   * Undoes what `onConfirmed` wrote, in the transaction that finds the job's block reorganised
   * away; the job is on its way again and confirms once more when its transaction is mined.
   */
  onReorged?(trx: Db, job: Job): Promise<void>
  /**
   * Runs in the transaction that marks the job failed: refused by `call` (`JobRefused`), or, for a
   * handler that has it, refused by the chain before it is sent (its estimate reverts, or it would
   * take more than `maxGas`), or reverted once mined. A job that a member's input can make
   * impossible (a relayed purchase whose permit was used or whose Whoom were spent meanwhile) has
   * it; without it, a refused estimate is retried (a mint that reverts is the operator's to look
   * into, see docs/OPERATIONS.md).
   */
  onFailed?(trx: Db, job: Job, reason: string): Promise<void>
}

/**
 * The job must not be sent: thrown by a handler's `call`, or by the worker when the chain refuses
 * the call of a handler with `onFailed`. The job fails unsent, never to be retried, and the queue
 * goes on.
 */
export class JobRefused extends Error {
  override name = 'JobRefused'
}
