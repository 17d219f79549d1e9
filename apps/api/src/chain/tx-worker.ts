import type { FastifyBaseLogger } from 'fastify'
import type { TransactionReceipt } from 'viem'
import type { ChainQueueConfig } from '../config.ts'
import type { Db } from '../db/database.ts'
import { syncCommits } from '../db/dialect.ts'
import { lease } from '../lib/lease.ts'
import type { ChainContext } from './context.ts'
import { currentFees, type Fees } from './fees.ts'
import type { JobHandler } from './job-handler.ts'
import type { SignedJobs } from './signed-jobs.ts'
import type { ChainJobKind } from './tx-queue.ts'
import { sendRaw } from './tx-send.ts'
import { signQueued } from './tx-sign.ts'
import { txStore } from './tx-store.ts'
import { type BlockSeen, type WatchState, watchSent } from './tx-watch.ts'

export interface TxWorker {
  /** Looks for work now rather than at the next poll. */
  wake(): void
  /** Runs rounds until no job is left to send or confirm (for tests and shutdown). */
  drain(): Promise<void>
  stop(): Promise<void>
  /** What the worker last saw of the chain (the health check and the metrics). */
  chainStatus(): ChainStatus
}

export interface ChainStatus {
  /** Whether the chain's RPC answered the last round. */
  up: boolean
  /** The highest block seen, and when. */
  head?: { number: bigint; seenAt: Date }
}

const RETRY_DELAY_MS = 2_000
const SENDER_LEASE_MS = 60_000

/**
 * How long a round waits for the next while jobs are on their way: a devnet mines at once; OP
 * chains make a block every 2 s.
 */
const roundPauseMs = (chain: ChainContext) => (chain.chainId === 31337 ? 25 : 500)

/**
 * Sends the queued chain jobs, many a block, each exactly once (docs/ARCHITECTURE.md, "The
 * chain"). Each round, the instance holding the sender lease:
 * 1. signs what is queued, up to `maxInFlight` transactions sent and not yet mined, at
 *    consecutive nonces (a batch of one kind where the contracts allow it, else one job a
 *    transaction), and records every transaction and its jobs before any is sent;
 * 2. hands them to the node;
 * 3. watches what it sent (`watchSent`): mined, final at `confirmations` deep, reorganised away,
 *    not known to the node, stuck behind a higher base fee, or its nonce taken by another.
 * Signing needs the chain only for jobs whose gas is not known, so a member gets the hash of a
 * withdrawal while the RPC is away; it is sent once the RPC is back.
 */
export function startTxWorker(options: {
  db: Db
  chain: ChainContext
  handlers: Record<ChainJobKind, JobHandler>
  queue: ChainQueueConfig
  log: FastifyBaseLogger
  /** Told of every job signed, for requests waiting for its hash. */
  signals?: SignedJobs
  pollMs?: number
}): TxWorker {
  const { db, chain, handlers, queue, log, signals } = options
  const store = txStore(db, chain.account.address)
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
  /** The signer's next nonce while this instance holds the lease; asked again on taking it. */
  let nextNonce: number | undefined
  let fees: Fees | undefined
  const status: ChainStatus = { up: false }
  const state: WatchState = {
    lastSent: new Map<number, { at: number; head: bigint }>(),
    receipts: new Map<number, TransactionReceipt>(),
    onNonceTaken: () => {
      nextNonce = undefined
    },
  }

  /** One past the signer's last nonce: what the chain counts (pending included) or we recorded. */
  async function startingNonce(): Promise<number | undefined> {
    const recorded = await store.nextRecordedNonce()
    const counted = await chain.publicClient
      .getTransactionCount({ address: chain.account.address, blockTag: 'pending' })
      .catch(() => undefined)
    // Neither: a fresh signer whose chain does not answer. Nothing is signed until it does.
    if (counted === undefined) return recorded
    return Math.max(counted, recorded ?? 0)
  }

  /** The head and the bid for gas now; the chain is down when it does not answer. */
  async function lookAtChain(): Promise<BlockSeen | undefined> {
    try {
      const [block, bid] = await Promise.all([
        chain.publicClient.getBlock({ blockTag: 'latest' }),
        currentFees(chain.publicClient, queue.maxFeePerGas),
      ])
      fees = bid
      status.up = true
      const head = { number: block.number, hash: block.hash }
      if (!status.head || head.number !== status.head.number) {
        status.head = { number: head.number, seenAt: new Date() }
      }
      return head
    } catch (error) {
      if (status.up)
        log.warn(
          { err: error },
          'the chain does not answer; jobs are signed and kept until it does',
        )
      status.up = false
      return undefined
    }
  }

  /** One round; answers whether jobs are still queued or on their way. */
  async function round(): Promise<boolean> {
    if (!(await sender.hold())) {
      nextNonce = undefined
      return false
    }
    const head = await lookAtChain()
    nextNonce ??= await startingNonce()
    if (nextNonce !== undefined) {
      const unfinished = await store.unfinished()
      const inFlight = unfinished.filter((tx) => tx.status === 'pending').length
      const signed = await signQueued(
        { db, chain, store, handlers, queue, log },
        nextNonce,
        inFlight,
        fees,
      )
      if (signed.length > 0) {
        // The signed bytes must outlive a power cut before they may reach the chain: a job that
        // came back unsigned would be signed again, at another nonce, and paid twice.
        await syncCommits(db)
        nextNonce += signed.length
        signals?.announce(
          signed.flatMap((tx) =>
            tx.jobKeys.map((idempotencyKey) => ({ idempotencyKey, hash: tx.attempt.hash })),
          ),
        )
        if (status.up) {
          for (const tx of signed) {
            const { outcome, message } = await sendRaw(chain.publicClient, tx.attempt.raw)
            if (outcome === 'unreachable') break
            if (outcome !== 'sent' && outcome !== 'known') {
              log.warn(
                { nonce: tx.nonce, outcome, message },
                'a new transaction was not taken; the watch sees to it',
              )
            }
          }
        }
      }
    }
    if (head !== undefined)
      await watchSent({ db, chain, store, handlers, queue, log }, state, head, fees)
    return store.busy()
  }

  /** Ends the pause between rounds early: a job was queued and waits to be signed. */
  let interruptPause: (() => void) | undefined

  async function loop(): Promise<void> {
    try {
      for (;;) {
        wokenWhileRunning = false
        if (stopped || !(await round())) return
        // A job queued during the round is signed at once; else the chain is given a moment.
        if (wokenWhileRunning) continue
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, roundPauseMs(chain))
          interruptPause = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        interruptPause = undefined
      }
    } catch (error) {
      // The next round asks again where the signer's nonces are (another sender may have taken
      // one while this instance's lease ran out: the database refuses a nonce twice).
      nextNonce = undefined
      log.warn({ err: error }, 'a round of the chain queue failed; it runs again shortly')
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    }
  }

  function wake() {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      interruptPause?.()
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
    chainStatus: () => ({ ...status }),
    async drain() {
      // One round at least: a final transaction reorganised away is found by a round.
      do {
        wake()
        await running
        if (stopped) return
        if (!(await store.busy())) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      } while (!stopped)
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
