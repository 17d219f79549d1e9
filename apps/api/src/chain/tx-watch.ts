import { batchMinterAbi } from '@memap/contracts/generated/BatchMinter'
import type { FastifyBaseLogger } from 'fastify'
import {
  BlockNotFoundError,
  type Hex,
  isAddressEqual,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainQueueConfig } from '../config.ts'
import { withTransaction } from '../db/changes.ts'
import type { Db } from '../db/database.ts'
import type { ChainContext } from './context.ts'
import { bumped, type Fees } from './fees.ts'
import type { Job, JobHandler } from './job-handler.ts'
import type { ChainJobKind } from './tx-queue.ts'
import { sendRaw } from './tx-send.ts'
import type { SentTx, TxStore } from './tx-store.ts'

/**
 * How many blocks back a final transaction is still checked for a reorganisation: a block can
 * be taken away after the configured depth was reached only by a deeper reorganisation, which
 * on OP chains comes from L1 and is rare; 128 blocks is over four minutes of them.
 */
const REORG_WATCH_BLOCKS = 128
/** A transaction the node does not know is handed to it again at most this often. */
const RESEND_MS = 2_000

export interface WatchDeps {
  db: Db
  chain: ChainContext
  store: TxStore
  handlers: Record<ChainJobKind, JobHandler>
  queue: ChainQueueConfig
  log: FastifyBaseLogger
}

/** A block the watcher saw as the head. */
export interface BlockSeen {
  number: bigint
  hash: Hex
}

/** What the watcher keeps between rounds, in memory: the database holds what must survive. */
export interface WatchState {
  /**
   * The head of the last round. While it is still the chain's block at its height, no block
   * under it was reorganised (a block's hash holds its ancestors'), and final transactions need
   * no check: one read a round instead of one a block.
   */
  lastHead?: BlockSeen
  /**
   * When each transaction was last handed to the node, by id, and the chain's head then: one is
   * stuck only once blocks went by without it (a chain that makes no block stalls nobody).
   */
  lastSent: Map<number, { at: number; head: bigint }>
  /** The receipt each mined transaction was seen with, by id (read again after a restart). */
  receipts: Map<number, TransactionReceipt>
  /** The nonce of a transaction another took: the signer's next nonce must pass it. */
  onNonceTaken(nonce: number): void
}

/**
 * One round of watching what the signer sent, the chain's head being `head`:
 * - a transaction seen in a block is marked mined; one no longer in its block (reorganised away)
 *   is pending again and sent again, with the same bytes: its nonce lets it be mined once;
 * - a transaction `confirmations` blocks deep is final: its jobs confirm (their handlers write
 *   what they change) in one database transaction;
 * - a final transaction whose block was reorganised away goes back: its jobs' handlers undo what
 *   they wrote, and it is mined, and confirmed, again;
 * - a pending transaction the node does not know is handed to it again; one not mined after
 *   `replaceAfterMs`, or priced below the next block, is replaced at its nonce with a higher bid
 *   (recorded before it is sent); one whose nonce another transaction took gives its jobs back
 *   to the queue.
 */
export async function watchSent(
  deps: WatchDeps,
  state: WatchState,
  headBlock: BlockSeen,
  fees: Fees | undefined,
): Promise<void> {
  // First: what was final under the last head is still on the chain, or is undone.
  if (!(await stillCanonical(deps, state.lastHead))) await watchFinal(deps, state, headBlock.number)
  state.lastHead = headBlock
  const head = headBlock.number
  const sent = await deps.store.unfinished()
  const found = await Promise.all(sent.map((tx) => receiptOf(deps.chain, tx)))
  for (const [i, tx] of sent.entries()) {
    const receipt = found[i]
    if (receipt) {
      state.receipts.set(tx.id, receipt)
      if (tx.status !== 'mined' || tx.blockHash !== receipt.blockHash) {
        await deps.store.markMined(
          tx.id,
          { number: Number(receipt.blockNumber), hash: receipt.blockHash },
          receipt.transactionHash,
        )
        tx.status = 'mined'
        tx.blockNumber = Number(receipt.blockNumber)
        tx.blockHash = receipt.blockHash
      }
      // Only under the round's head, which the next round checks is still the chain's.
      if (
        receipt.blockNumber <= head &&
        head - receipt.blockNumber >= BigInt(deps.queue.confirmations)
      ) {
        await finalize(deps, tx, receipt)
      }
      continue
    }
    if (tx.status === 'mined') {
      deps.log.warn(
        { tx: tx.id, nonce: tx.nonce },
        'a transaction left its block; sending it again',
      )
      state.receipts.delete(tx.id)
      await deps.store.markPending(deps.db, tx.id)
    }
    await keepSending(deps, state, tx, head, fees)
  }
}

/** Whether `block` is still the chain's block at its height (false when unknown or unread). */
async function stillCanonical(deps: WatchDeps, block: BlockSeen | undefined): Promise<boolean> {
  if (!block) return false
  return (await blockHashAt(deps.chain, block.number)) === block.hash
}

/**
 * The hash of the chain's block at `number`, undefined when the chain has none there (it went
 * back). An RPC that does not answer throws: a node away is no reorganisation, and a final
 * transaction is undone only on the chain's word.
 */
async function blockHashAt(chain: ChainContext, number: bigint): Promise<Hex | undefined> {
  try {
    return (await chain.publicClient.getBlock({ blockNumber: number })).hash
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

/** The receipt of whichever of the transaction's attempts was mined, if one was. */
async function receiptOf(chain: ChainContext, tx: SentTx): Promise<TransactionReceipt | undefined> {
  for (const hash of tx.hashes) {
    try {
      return await chain.publicClient.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
  }
  return undefined
}

/** The BatchMinter's items that failed alone, by their index in the batch, with the reason. */
function failedItems(deps: WatchDeps, receipt: TransactionReceipt): Map<number, Hex> {
  const batch = deps.chain.contracts.batch
  if (!batch) return new Map()
  const logs = parseEventLogs({
    abi: batchMinterAbi,
    eventName: 'MeMapMintFailed',
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, batch)),
  })
  return new Map(logs.map((log) => [Number(log.args.index), log.args.reason]))
}

/**
 * Settles the jobs of a final transaction in one database transaction: each confirms (its
 * handler writes what it changes and answers its result) or fails, if the transaction reverted
 * or the BatchMinter says its item did. A mint that fails is the operator's to look into
 * (docs/OPERATIONS.md, "What to watch"): it is never sent again by itself.
 */
async function finalize(deps: WatchDeps, tx: SentTx, receipt: TransactionReceipt): Promise<void> {
  const { store, handlers, log } = deps
  const failures = failedItems(deps, receipt)
  await withTransaction(deps.db, async (trx) => {
    for (const job of await store.jobsOf(trx, tx.id, 'signed')) {
      const handler = handlers[job.kind as ChainJobKind]
      const itemFailure = job.batch_index === null ? undefined : failures.get(job.batch_index)
      const reason =
        receipt.status !== 'success'
          ? `reverted in ${receipt.transactionHash}`
          : itemFailure !== undefined
            ? `failed alone in ${receipt.transactionHash}: ${itemFailure === '0x' ? 'out of gas' : itemFailure}`
            : undefined
      if (reason) {
        log.error({ job: job.id, kind: job.kind, reason }, 'chain job failed')
        await failJob(trx, store, handler, job, reason)
        continue
      }
      const result = await handler.onConfirmed(trx, job, receipt)
      await store.confirmJob(trx, job.id, result, receipt.transactionHash)
    }
    await store.markFinal(trx, tx.id)
  })
}

async function failJob(trx: Db, store: TxStore, handler: JobHandler, job: Job, reason: string) {
  await store.failJob(trx, job.id, reason)
  await handler.onFailed?.(trx, job, reason)
}

/**
 * Final transactions of the last blocks whose block is no longer the chain's: their confirmed
 * jobs are undone by their handlers and they are pending again, in one database transaction.
 */
async function watchFinal(deps: WatchDeps, state: WatchState, head: bigint): Promise<void> {
  const recent = await deps.store.finalSince(Math.max(0, Number(head) - REORG_WATCH_BLOCKS))
  const canonical = new Map<number, string | undefined>()
  for (const number of new Set(recent.map((tx) => tx.blockNumber ?? 0))) {
    canonical.set(number, await blockHashAt(deps.chain, BigInt(number)))
  }
  for (const tx of recent) {
    const hash = canonical.get(tx.blockNumber ?? 0)
    // A block past the head (the node went back) or another block at its height.
    if (hash === tx.blockHash) continue
    deps.log.warn(
      { tx: tx.id, nonce: tx.nonce, block: tx.blockNumber },
      'a final transaction was reorganised away; its jobs are undone and it is sent again',
    )
    state.receipts.delete(tx.id)
    await withTransaction(deps.db, async (trx) => {
      for (const job of await deps.store.jobsOf(trx, tx.id, 'confirmed')) {
        await deps.handlers[job.kind as ChainJobKind].onReorged?.(trx, job)
        await deps.store.unconfirmJob(trx, job.id)
      }
      await deps.store.markPending(trx, tx.id)
    })
  }
}

/**
 * A pending transaction: handed to the node again if it does not have it, replaced with a higher
 * bid when it waited too long or bids too little, given up when another took its nonce.
 */
async function keepSending(
  deps: WatchDeps,
  state: WatchState,
  tx: SentTx,
  head: bigint,
  fees: Fees | undefined,
): Promise<void> {
  const { chain, queue } = deps
  const seen = await chain.publicClient
    .getTransaction({ hash: tx.latest.hash })
    .catch(() => undefined)
  // Mined since this round read the receipts: the next round sees it.
  if (seen?.blockNumber) return
  // Waiting since it was last handed over (by this process: a restart gives it a new wait).
  const sent = state.lastSent.get(tx.id) ?? { at: tx.latest.signedAt.getTime(), head }
  state.lastSent.set(tx.id, sent)
  if (seen) {
    const stuck = Date.now() - sent.at >= queue.replaceAfterMs && head > sent.head
    if (stuck) await replace(deps, state, tx, head, fees)
    return
  }
  if (Date.now() - sent.at < RESEND_MS) return
  const { outcome, message } = await sendRaw(chain.publicClient, tx.latest.raw)
  state.lastSent.set(tx.id, { at: Date.now(), head })
  switch (outcome) {
    case 'underpriced':
      await replace(deps, state, tx, head, fees)
      return
    case 'nonce used':
      // Mined meanwhile, or taken by a transaction we never made.
      if (!(await receiptOf(chain, tx))) await giveUpNonce(deps, state, tx)
      return
    case 'refused':
      deps.log.error({ tx: tx.id, nonce: tx.nonce, message }, 'the node refuses a transaction')
  }
}

/** A new attempt at the transaction's nonce with a higher bid, recorded before it is sent. */
async function replace(
  deps: WatchDeps,
  state: WatchState,
  tx: SentTx,
  head: bigint,
  fees: Fees | undefined,
): Promise<void> {
  const { chain, queue, log } = deps
  const next = bumped(tx.latest, fees ?? tx.latest, queue.maxFeePerGas)
  if (!next) {
    log.warn(
      { tx: tx.id, nonce: tx.nonce, maxFeePerGas: tx.latest.maxFeePerGas },
      'a transaction waits at the CHAIN_MAX_FEE_GWEI cap for the base fee to fall',
    )
    return
  }
  const raw = await chain.account.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    nonce: tx.nonce,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    ...next,
  })
  const attempt = { hash: keccak256(raw), raw, ...next, signedAt: new Date() }
  await deps.store.recordReplacement(tx.id, attempt)
  log.info(
    {
      tx: tx.id,
      nonce: tx.nonce,
      from: tx.latest.hash,
      to: attempt.hash,
      maxFeePerGas: next.maxFeePerGas,
    },
    'a transaction waited too long or bid too little; replaced at its nonce with a higher bid',
  )
  const { outcome } = await sendRaw(chain.publicClient, raw)
  state.lastSent.set(tx.id, { at: Date.now(), head })
  if (
    outcome === 'nonce used' &&
    !(await receiptOf(chain, { ...tx, hashes: [attempt.hash, ...tx.hashes] }))
  ) {
    await giveUpNonce(deps, state, tx)
  }
}

/** Another transaction took the nonce: this one can never be mined; its jobs are queued again. */
async function giveUpNonce(deps: WatchDeps, state: WatchState, tx: SentTx): Promise<void> {
  deps.log.warn(
    { tx: tx.id, nonce: tx.nonce },
    'the signer nonce was used by another transaction; its jobs are signed again',
  )
  await withTransaction(deps.db, async (trx) => {
    for (const job of await deps.store.jobsOf(trx, tx.id, 'signed')) {
      await deps.store.requeueJob(trx, job.id, `nonce ${tx.nonce} was taken by another transaction`)
    }
    await deps.store.markSuperseded(trx, tx.id)
  })
  state.onNonceTaken(tx.nonce)
}
