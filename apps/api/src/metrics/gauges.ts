import { Counter, Gauge } from 'prom-client'
import { formatEther } from 'viem'
import type { ChainContext } from '../chain/context.ts'
import { UNCONFIRMED_JOB_STATUSES, unconfirmedJobs } from '../chain/tx-queue.ts'
import type { ChainStatus } from '../chain/tx-worker.ts'
import type { Db } from '../db/database.ts'
import type { Metrics } from './metrics.ts'

/** A scrape waits this long for the database or the chain, well inside Prometheus' 10 s. */
const READ_TIMEOUT_MS = 2000

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * What the gauges read of the events module's `StreamSlots`, declared here so that metrics/ never
 * imports a module (the events module's routes go through plugins/, which imports metrics/).
 */
export interface StreamUsage {
  readonly limits: { perSession: number; perWallet: number; perIp: number }
  usage(): { open: number; busiestSession: number; busiestWallet: number; busiestIp: number }
}

/**
 * The live event streams of this instance, and how near one session, wallet or address is its
 * limit.
 */
export function watchEventStreams(metrics: Metrics, slots: StreamUsage): void {
  const registers = [metrics.registry]
  const open = new Gauge({
    name: 'memap_event_streams_open',
    help: 'Live event streams open on this instance',
    registers,
  })
  const busiest = new Gauge({
    name: 'memap_event_streams_busiest',
    help: 'The most live event streams one session (limit="session"), one wallet (limit="wallet") or one client address (limit="ip") holds on this instance',
    labelNames: ['limit'] as const,
    registers,
  })
  const limit = new Gauge({
    name: 'memap_event_streams_limit',
    help: 'The most live event streams one session, one wallet or one client address may hold on this instance',
    labelNames: ['limit'] as const,
    registers,
  })
  limit.set({ limit: 'session' }, slots.limits.perSession)
  limit.set({ limit: 'wallet' }, slots.limits.perWallet)
  limit.set({ limit: 'ip' }, slots.limits.perIp)
  metrics.onScrape(() => {
    const usage = slots.usage()
    open.set(usage.open)
    busiest.set({ limit: 'session' }, usage.busiestSession)
    busiest.set({ limit: 'wallet' }, usage.busiestWallet)
    busiest.set({ limit: 'ip' }, usage.busiestIp)
  })
}

/** What the gauges read of the image pipeline's pool (storage/images.ts). */
export interface DecodeUsage {
  usage(): { running: number; waiting: number }
}

/** The pictures being decoded on this instance, and those waiting their wallet's turn. */
export function watchImageDecodes(metrics: Metrics, images: DecodeUsage): void {
  const decodes = new Gauge({
    name: 'memap_image_decodes',
    help: 'Pictures being decoded on this instance (state="running"), and waiting their turn (state="waiting")',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
  })
  metrics.onScrape(() => {
    const { running, waiting } = images.usage()
    decodes.set({ state: 'running' }, running)
    decodes.set({ state: 'waiting' }, waiting)
  })
}

/**
 * The chain jobs not confirmed, by status: how many, how long the oldest has waited, the most
 * attempts; and whether the database answered. One query a scrape (`unconfirmedJobs`).
 */
export function watchChainJobs(metrics: Metrics, db: Db): void {
  const registers = [metrics.registry]
  const labelNames = ['status'] as const
  const jobs = new Gauge({
    name: 'memap_chain_jobs',
    help: 'Chain jobs not confirmed, by status (queued, signed, failed)',
    labelNames,
    registers,
  })
  const oldestAge = new Gauge({
    name: 'memap_chain_job_oldest_age_seconds',
    help: 'Seconds since the oldest chain job of each unconfirmed status was queued (0 when none)',
    labelNames,
    registers,
  })
  const attempts = new Gauge({
    name: 'memap_chain_job_attempts_max',
    help: 'The most failed attempts of one chain job, by unconfirmed status',
    labelNames,
    registers,
  })
  const databaseUp = new Gauge({
    name: 'memap_database_up',
    help: "1 when the database answered this scrape's query within 2 s, else 0",
    registers,
  })
  metrics.onScrape(async () => {
    const gauges = [jobs, oldestAge, attempts]
    try {
      const rows = await within(unconfirmedJobs(db), READ_TIMEOUT_MS)
      const now = Date.now()
      for (const status of UNCONFIRMED_JOB_STATUSES) {
        const row = rows.find((found) => found.status === status)
        jobs.set({ status }, row?.jobs ?? 0)
        oldestAge.set(
          { status },
          row ? Math.max(0, (now - row.oldestCreatedAt.getTime()) / 1000) : 0,
        )
        attempts.set({ status }, row?.maxAttempts ?? 0)
      }
      databaseUp.set(1)
    } catch {
      // No figure rather than the last one: a stale count would look like a healthy queue.
      for (const gauge of gauges) gauge.reset()
      databaseUp.set(0)
    }
  })
}

/** The signer's ETH (what pays the gas of every job), and whether the chain answered. */
export function watchSigner(metrics: Metrics, chain: ChainContext): void {
  const registers = [metrics.registry]
  const address = chain.account.address
  const balance = new Gauge({
    name: 'memap_signer_balance_eth',
    help: "The server signer's ETH balance, which pays the gas of every chain job",
    labelNames: ['address'] as const,
    registers,
  })
  const chainUp = new Gauge({
    name: 'memap_chain_up',
    help: "1 when the chain's RPC answered this scrape's balance read within 2 s, else 0",
    registers,
  })
  metrics.onScrape(async () => {
    try {
      const wei = await within(chain.publicClient.getBalance({ address }), READ_TIMEOUT_MS)
      balance.set({ address }, Number(formatEther(wei)))
      chainUp.set(1)
    } catch {
      balance.reset()
      chainUp.set(0)
    }
  })
}

/**
 * The newest block the chain worker saw and how long ago (a head that stops moving while jobs
 * wait: the chain is away or the RPC lags), and whether its last round reached the chain.
 */
export function watchChainHead(metrics: Metrics, status: () => ChainStatus): void {
  const registers = [metrics.registry]
  const block = new Gauge({
    name: 'memap_chain_head_block',
    help: 'The newest block the chain worker of this instance saw',
    registers,
  })
  const age = new Gauge({
    name: 'memap_chain_head_age_seconds',
    help: 'Seconds since the chain worker of this instance saw a new block',
    registers,
  })
  const reached = new Gauge({
    name: 'memap_chain_worker_reaches_chain',
    help: "1 when the chain worker's last round reached the chain's RPC, else 0",
    registers,
  })
  metrics.onScrape(() => {
    const { up, head } = status()
    reached.set(up ? 1 : 0)
    if (!head) {
      block.reset()
      age.reset()
      return
    }
    block.set(Number(head.number))
    age.set((Date.now() - head.seenAt.getTime()) / 1000)
  })
}

/**
 * What the push outbox gives the metrics (modules/push), and what became of a push: declared here
 * so that metrics/ imports no module.
 */
export interface PushBacklog {
  backlog(): Promise<{ count: number; oldestDue: string | null }>
}
export const PUSH_OUTCOMES = ['sent', 'retry', 'gone', 'refused', 'dropped'] as const
export type PushOutcome = (typeof PUSH_OUTCOMES)[number]

/**
 * The pushes waiting (one query a scrape) and how long the longest overdue has; and what became of
 * the pushes this instance's sender took, counted by the function answered (the sender's
 * `onOutcome`).
 */
export function watchPushes(
  metrics: Metrics,
  outbox: PushBacklog,
): (outcome: PushOutcome, pushes: number) => void {
  const registers = [metrics.registry]
  const waiting = new Gauge({
    name: 'memap_push_outbox_waiting',
    help: 'Pushes written and not yet sent (waiting their turn, a retry or the end of quiet hours)',
    registers,
  })
  const overdue = new Gauge({
    name: 'memap_push_outbox_overdue_seconds',
    help: 'Seconds since the longest overdue push not yet sent fell due (0 when none): how far behind the senders are; quiet hours do not count',
    registers,
  })
  const outcomes = new Counter({
    name: 'memap_pushes_total',
    help: 'Pushes this instance handed to a push service or let go, by outcome: sent; retry (429, 5xx or no answer: tried again); gone (404/410: the subscription is deleted); refused (another 4xx: dropped); dropped (tried 8 times, or for a member blocked or gone)',
    labelNames: ['outcome'] as const,
    registers,
  })
  // Each outcome from 0, so that a rate over it exists before the first push.
  for (const outcome of PUSH_OUTCOMES) outcomes.inc({ outcome }, 0)
  metrics.onScrape(async () => {
    try {
      const { count, oldestDue } = await within(outbox.backlog(), READ_TIMEOUT_MS)
      waiting.set(count)
      overdue.set(oldestDue ? Math.max(0, (Date.now() - Date.parse(oldestDue)) / 1000) : 0)
    } catch {
      // The database is away: memap_database_up says so; these keep their last figures.
    }
  })
  return (outcome, pushes) => outcomes.inc({ outcome }, pushes)
}
