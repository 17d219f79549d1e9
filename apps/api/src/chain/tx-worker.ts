import type { Address } from '@memap/shared/address'
import type { FastifyBaseLogger } from 'fastify'
import {
  BaseError,
  ExecutionRevertedError,
  type Hex,
  keccak256,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { withTransaction } from '../db/changes.ts'
import type { Db } from '../db/database.ts'
import { syncCommits } from '../db/dialect.ts'
import { lease } from '../lib/lease.ts'
import type { ChainContext } from './context.ts'
import type { ChainJobKind } from './tx-queue.ts'

export type Job = {
  id: number
  kind: string
  wallet_addr: Address
  amount: string | null
  idempotency_key: string
  status: string
  nonce: number | null
  raw_tx: string | null
  tx_hash: string | null
}

export type JobCall = {
  to: `0x${string}`
  data?: Hex
  value?: bigint
  /** More gas than this (as estimated) and the job fails unsent (only with `onFailed`). */
  maxGas?: bigint
}

/**
 * How each kind of job becomes a call, and what its outcome changes in the database. The whole
 * interface between the queue and the modules: whatever sends the jobs calls `call` right before
 * it signs a job, `onConfirmed` once it is mined, and `onFailed` once it failed.
 */
export interface JobHandler {
  /**
   * The job's transaction, read right before it is signed and sent. Throwing `JobRefused` fails the
   * job unsent (and runs `onFailed`): the handler's last look at whether the job is still wanted
   * (a relayed purchase of a badge paid meanwhile). Any other error is retried.
   */
  call(job: Job): JobCall | Promise<JobCall>
  /** Runs in the transaction that marks the job confirmed; answers the job's result. */
  onConfirmed(trx: Db, job: Job, receipt: TransactionReceipt): Promise<string | null>
  /**
   * Runs in the transaction that marks the job failed: refused by `call` (`JobRefused`), or, for a
   * handler that has it, refused by the chain before it is sent (its estimate reverts, or it would
   * take more than `maxGas`) or reverted once mined. A job that a member's input can make impossible
   * (a relayed purchase whose permit was used or whose Whoom were spent meanwhile) has it; without
   * it, a refused estimate is retried (a mint that reverts is the operator's to look into, see
   * docs/OPERATIONS.md).
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

/** A revert, as viem reports an estimate of a call that would revert. */
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ExecutionRevertedError) !== null
  )
}

export interface TxWorker {
  /** Looks for work now rather than at the next poll. */
  wake(): void
  /** Runs until no job is left to send or confirm (for tests and shutdown). */
  drain(): Promise<void>
  stop(): Promise<void>
}

const RETRY_DELAY_MS = 2_000

/**
 * How often to ask for a receipt that was not there at once. viem's default, 4 s, held every
 * job that asked a moment before its block (about one in eight on a busy devnet) for 4 s, and
 * the queue behind it: the soak test's withdrawals waited minutes. A devnet mines at once; OP
 * chains make a block every 2 s.
 */
const receiptPollMs = (chain: ChainContext) => (chain.chainId === 31337 ? 50 : 500)
const SENDER_LEASE_MS = 60_000

/**
 * Sends queued jobs one at a time, in order. Each is signed and recorded (nonce, raw
 * transaction, hash) before it is broadcast, so a crash anywhere is recovered by asking the
 * chain for the recorded hash and, if unknown, broadcasting the same signed bytes again: the
 * same nonce can be mined only once, so no job is ever sent twice.
 */
export function startTxWorker(options: {
  db: Db
  chain: ChainContext
  handlers: Record<ChainJobKind, JobHandler>
  log: FastifyBaseLogger
  pollMs?: number
}): TxWorker {
  const { db, chain, handlers, log } = options
  // Several API instances may run; one at a time sends, so the signer's nonces stay in order.
  const sender = lease(
    db,
    `chain-sender:${chain.chainId}:${chain.account.address}`,
    SENDER_LEASE_MS,
  )
  let stopped = false
  let running: Promise<void> | undefined
  let wokenWhileRunning = false
  let timer: NodeJS.Timeout | undefined

  const nextJob = () =>
    db
      .selectFrom('chain_jobs')
      .select([
        'id',
        'kind',
        'wallet_addr',
        'amount',
        'idempotency_key',
        'status',
        'nonce',
        'raw_tx',
        'tx_hash',
      ])
      .where('status', 'in', ['queued', 'signed'])
      .orderBy('id')
      .executeTakeFirst()

  async function sign(job: Job): Promise<Job> {
    const handler = handlers[job.kind as ChainJobKind]
    const { maxGas, ...call } = await handler.call(job)
    const nonce = await chain.publicClient.getTransactionCount({
      address: chain.account.address,
      blockTag: 'pending',
    })
    const request = await chain.walletClient
      .prepareTransactionRequest({ ...call, account: chain.account, chain: chain.chain, nonce })
      .catch((error: unknown) => {
        if (handler.onFailed && isRevert(error)) {
          throw new JobRefused((error as BaseError).shortMessage, { cause: error })
        }
        throw error
      })
    if (
      handler.onFailed &&
      maxGas !== undefined &&
      request.gas !== undefined &&
      request.gas > maxGas
    ) {
      throw new JobRefused(`it would take ${request.gas} gas, more than the ${maxGas} allowed`)
    }
    const raw = await chain.walletClient.signTransaction({
      ...request,
      account: chain.account,
      chain: chain.chain,
    } as never)
    const hash = keccak256(raw)
    const recorded = await db
      .updateTable('chain_jobs')
      .set({
        status: 'signed',
        nonce,
        raw_tx: raw,
        tx_hash: hash,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .where('status', '=', 'queued')
      .executeTakeFirst()
    // Another sender (one whose lease ran out mid-job) signed it first: never broadcast a
    // second transaction for one job; the next round sends the one recorded.
    if (recorded.numUpdatedRows !== 1n)
      throw new Error(`job ${job.id} was signed by another sender`)
    // The signed bytes must outlive a power cut before they may reach the chain: a job that came
    // back unsigned would be signed again, with the next nonce, and paid twice.
    await syncCommits(db)
    return { ...job, status: 'signed', nonce, raw_tx: raw, tx_hash: hash }
  }

  async function receiptOf(hash: Hex): Promise<TransactionReceipt | undefined> {
    try {
      return await chain.publicClient.getTransactionReceipt({ hash })
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    }
  }

  /**
   * Our transaction is not mined, and the signer's mined nonce has passed its nonce: another
   * transaction took that nonce, so ours can never be mined. Signing it again is then safe.
   */
  async function nonceTakenByAnother(job: Job): Promise<boolean> {
    const mined = await chain.publicClient.getTransactionCount({
      address: chain.account.address,
      blockTag: 'latest',
    })
    if (job.nonce === null || mined <= job.nonce) return false
    return (await receiptOf(job.tx_hash as Hex)) === undefined
  }

  async function sendAndConfirm(job: Job): Promise<void> {
    const hash = job.tx_hash as Hex
    let receipt = await receiptOf(hash)
    if (!receipt) {
      const sent = await chain.publicClient
        .sendRawTransaction({ serializedTransaction: job.raw_tx as Hex })
        .then(
          () => true,
          (error: Error) => {
            // Already in the pool or mined: the receipt below settles it.
            if (!/already known|nonce too low/i.test(error.message)) throw error
            return false
          },
        )
      if (!sent && (await nonceTakenByAnother(job))) {
        log.warn(
          { job: job.id, hash },
          'the signer nonce was used elsewhere; signing the job again',
        )
        await db
          .updateTable('chain_jobs')
          .set({
            status: 'queued',
            nonce: null,
            raw_tx: null,
            tx_hash: null,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', job.id)
          .where('status', '=', 'signed')
          .execute()
        return
      }
      receipt = await chain.publicClient.waitForTransactionReceipt({
        hash,
        timeout: 120_000,
        pollingInterval: receiptPollMs(chain),
      })
    }
    const handler = handlers[job.kind as ChainJobKind]
    await withTransaction(db, async (trx) => {
      const now = new Date().toISOString()
      if (receipt.status !== 'success') {
        await markFailed(trx, job, `reverted in ${hash}`)
        log.error({ job: job.id, hash }, 'chain job reverted')
        return
      }
      const result = await handler.onConfirmed(trx, job, receipt)
      await trx
        .updateTable('chain_jobs')
        .set({ status: 'confirmed', result, updated_at: now })
        .where('id', '=', job.id)
        .execute()
    })
  }

  async function markFailed(trx: Db, job: Job, reason: string): Promise<void> {
    await trx
      .updateTable('chain_jobs')
      .set({
        status: 'failed',
        last_error: reason.slice(0, 1000),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .execute()
    await handlers[job.kind as ChainJobKind].onFailed?.(trx, job, reason)
  }

  async function runOnce(): Promise<boolean> {
    if (!(await sender.hold())) return false
    const found = await nextJob()
    if (!found) return false
    let job: Job = found
    try {
      if (job.status === 'queued') job = await sign(job)
      await sendAndConfirm(job)
    } catch (error) {
      if (error instanceof JobRefused) {
        // Nothing was sent: the job is done with, and the queue goes on.
        log.warn({ job: job.id, reason: error.message }, 'the job is refused; it failed unsent')
        await withTransaction(db, (trx) => markFailed(trx, job, `refused: ${error.message}`))
        return true
      }
      log.warn({ err: error, job: job.id }, 'chain job failed; will retry')
      await db
        .updateTable('chain_jobs')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: String((error as Error).message).slice(0, 1000),
          updated_at: new Date().toISOString(),
        }))
        .where('id', '=', job.id)
        .execute()
      throw error
    }
    return true
  }

  async function loop(): Promise<void> {
    try {
      while (!stopped && (await runOnce())) {}
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    }
  }

  function wake() {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    running = loop().finally(() => {
      running = undefined
      if (wokenWhileRunning) {
        wokenWhileRunning = false
        wake()
      }
    })
  }

  timer = setInterval(wake, options.pollMs ?? 1_000)
  wake()

  return {
    wake,
    async drain() {
      while (!stopped) {
        wake()
        await running
        if (!(await nextJob())) return
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      timer = undefined
      await running
      await sender.release().catch(() => {})
    },
  }
}
