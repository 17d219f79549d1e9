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

/** How each kind of job becomes a call, and what its confirmation changes in the database. */
export interface JobHandler {
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
   * For a job that a member's input can make impossible (a relayed purchase whose permit was used
   * or whose Whoom were spent meanwhile): the chain refusing it before it is sent (its estimate
   * reverts, or it would take more than `maxGas`, or `call` throws `JobRefused`) fails the job
   * unsent, and a mined revert fails it too; this runs in the transaction that marks it failed.
   * Without it, a refused estimate is retried (a mint that reverts is the operator's to look into,
   * see docs/OPERATIONS.md).
   */
  onFailed?(trx: Db, job: Job, reason: string): Promise<void>
}

/** Thrown by a handler's `call` (or found by the chain's estimate): the job fails unsent. */
export class JobRefused extends Error {
  override name = 'JobRefused'
}
