import type { FastifyBaseLogger } from 'fastify'
import { BaseError, ExecutionRevertedError, keccak256 } from 'viem'
import type { ChainQueueConfig } from '../config.ts'
import { withTransaction } from '../db/changes.ts'
import type { Db } from '../db/database.ts'
import type { ChainContext } from './context.ts'
import { blindFees, type Fees } from './fees.ts'
import { type Job, type JobCall, type JobHandler, JobRefused } from './job-handler.ts'
import type { ChainJobKind } from './tx-queue.ts'
import type { SignedTx, TxStore } from './tx-store.ts'

/** A job that could not be signed (its estimate failed) waits this long before it is tried again. */
const RETRY_DELAY_MS = 2_000

/**
 * The gas a transaction is sent with beyond the chain's estimate. The estimate runs against the
 * chain as it is now, but the transactions signed before it in the same round run first and may
 * change what it writes: a balance written from zero costs 20,000 gas more than one written from
 * non-zero (EIP-2200), so a refund estimated while the wallet held Whoom ran out of gas after the
 * purchase before it emptied the wallet, and the refund was lost. Gas not used is not paid.
 */
const withHeadroom = (estimate: bigint) => estimate + estimate / 5n + 25_000n

/** Jobs that go out in one transaction: a batch of one kind, or one job alone. */
interface Group {
  handler: JobHandler
  jobs: Job[]
}

/**
 * Groups the oldest queued jobs into at most `transactions` transactions: jobs of a kind whose
 * handler batches (and for which the contracts allow it) go together, up to `batchSize` a
 * transaction; the others go alone. In the order the jobs were queued.
 */
function groupJobs(
  jobs: Job[],
  handlers: Record<ChainJobKind, JobHandler>,
  { batchSize }: Pick<ChainQueueConfig, 'batchSize'>,
  transactions: number,
): Group[] {
  const groups: Group[] = []
  const open = new Map<string, Group>()
  for (const job of jobs) {
    const handler = handlers[job.kind as ChainJobKind]
    const batching = handler.batch !== undefined
    const current = batching ? open.get(job.kind) : undefined
    if (current && current.jobs.length < batchSize) {
      current.jobs.push(job)
      continue
    }
    if (groups.length >= transactions) break
    const group = { handler, jobs: [job] }
    groups.push(group)
    if (batching) open.set(job.kind, group)
  }
  return groups
}

/** A revert, as viem reports an estimate of a call that would revert. */
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ExecutionRevertedError) !== null
  )
}

export interface SignDeps {
  db: Db
  chain: ChainContext
  store: TxStore
  handlers: Record<ChainJobKind, JobHandler>
  queue: ChainQueueConfig
  log: FastifyBaseLogger
}

/**
 * Signs the queued jobs the in-flight limit leaves room for, at consecutive nonces from `nonce`,
 * and records every transaction with its jobs before any is sent: a crash after this point finds
 * the bytes and sends those, never new ones. A job the chain refuses before it is sent (a handler
 * with `onFailed`) fails here, unsent. Answers what was recorded (nothing when another sender
 * took a job first).
 */
export async function signQueued(
  deps: SignDeps,
  nonce: number,
  inFlight: number,
  fees: Fees | undefined,
): Promise<SignedTx[]> {
  const { store, handlers, queue, chain, log } = deps
  const room = queue.maxInFlight - inFlight
  if (room <= 0) return []
  const queued = await store.queued(room * queue.batchSize, new Date(Date.now() - RETRY_DELAY_MS))
  const groups = groupJobs(queued, handlers, queue, room)
  const bid = fees ?? blindFees(queue.maxFeePerGas)
  const signed: SignedTx[] = []
  let next = nonce
  for (const group of groups) {
    const call = await callOf(deps, group)
    if (!call) continue
    const { to, data = '0x', value = 0n } = call
    const raw = await chain.account.signTransaction({
      type: 'eip1559',
      chainId: chain.chainId,
      nonce: next,
      to,
      data,
      value,
      gas: call.gas,
      ...bid,
    })
    signed.push({
      nonce: next,
      to,
      data,
      value,
      gas: call.gas,
      attempt: { hash: keccak256(raw), raw, ...bid, signedAt: new Date() },
      jobIds: group.jobs.map((job) => job.id),
      jobKeys: group.jobs.map((job) => job.idempotency_key),
    })
    next++
  }
  if (signed.length === 0) return []
  if (!(await store.recordSigned(signed))) {
    log.warn('another sender signed queued jobs first; the signer takes up its nonce again')
    return []
  }
  return signed
}

/**
 * The call that sends a group, with its gas: the handler's, estimated by the chain when the
 * handler does not know it. Undefined when it cannot be signed now (left queued, or failed when
 * its handler says the chain refuses it for good).
 */
async function callOf(
  deps: SignDeps,
  { handler, jobs }: Group,
): Promise<(JobCall & { gas: bigint }) | undefined> {
  const [first] = jobs
  if (!first) return undefined
  try {
    const call = jobs.length > 1 && handler.batch ? handler.batch(jobs) : await handler.call(first)
    const gas =
      call.gas ??
      (await deps.chain.publicClient
        .estimateGas({
          account: deps.chain.account,
          to: call.to,
          data: call.data,
          value: call.value,
        })
        .catch((error: unknown) => {
          if (handler.onFailed && isRevert(error)) {
            throw new JobRefused((error as BaseError).shortMessage, { cause: error })
          }
          throw error
        }))
    if (handler.onFailed && call.maxGas !== undefined && gas > call.maxGas) {
      throw new JobRefused(`it would take ${gas} gas, more than the ${call.maxGas} allowed`)
    }
    return { ...call, gas: call.gas ?? withHeadroom(gas) }
  } catch (error) {
    if (error instanceof JobRefused) {
      deps.log.warn(
        { job: first.id, reason: error.message },
        'the chain refuses the job; it failed unsent',
      )
      await withTransaction(deps.db, async (trx) => {
        for (const job of jobs) {
          await deps.store.failJob(trx, job.id, `refused: ${error.message}`)
          await handler.onFailed?.(trx, job, `refused: ${error.message}`)
        }
      })
      return undefined
    }
    deps.log.warn(
      { err: error, job: first.id },
      'a chain job could not be signed yet; it stays queued',
    )
    for (const job of jobs) await deps.store.noteAttempt(job.id, String((error as Error).message))
    return undefined
  }
}
