import { createHash } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import type { Logger } from 'pino'
import type { Config } from '../../config.ts'
import { watchChanges } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'
import { postgresTransport } from './postgres-transport.ts'
import { redisTransport } from './redis-transport.ts'
import { eventsRepo } from './repo.ts'
import type { Delivery, Transport } from './transport.ts'

/** Tells this instance's open streams of a wallet that it has news. */
export interface EventBus {
  /** Calls `listener` whenever `walletAddr` has news; answers how to stop. */
  subscribe(walletAddr: Address, listener: () => void): () => void
  /**
   * Calls `forget` with the wallets of every change, this instance's at its commit and every
   * instance's when the bus brings it ('all' when the bus may have missed some), before any
   * stream hears of them: what an instance keeps in memory about a wallet (profiles, sessions)
   * is dropped everywhere.
   */
  onChange(forget: (wallets: readonly string[] | 'all') => void): () => void
  close(): Promise<void>
}

/**
 * The bus of this instance: Redis pub/sub when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY when the database is PostgreSQL, else in this process (the embedded SQLite has
 * one instance). A message names wallets only: a stream reads what is new from the tables, so a
 * message lost or repeated never loses or repeats an event, it only delays or repeats a read.
 */
export async function openEventBus(options: {
  db: Db
  config: Config
  log: Pick<Logger, 'error' | 'warn'>
}): Promise<EventBus> {
  const { db, config, log } = options
  const listeners = new Map<string, Set<() => void>>()
  const call = (set: Set<() => void> | undefined) => {
    for (const listener of set ?? []) listener()
  }
  const forgetters = new Set<(wallets: readonly string[] | 'all') => void>()
  const forget = (wallets: readonly string[] | 'all') => {
    for (const forgetter of forgetters) forgetter(wallets)
  }
  const delivery: Delivery = {
    deliver: (wallets) => {
      forget(wallets)
      for (const wallet of wallets) call(listeners.get(wallet))
    },
    deliverAll: () => {
      forget('all')
      for (const set of listeners.values()) call(set)
    },
  }

  const channel = await channelName(db, config)
  const transport: Transport = config.redisUrl
    ? await redisTransport({ url: config.redisUrl, channel, delivery, log })
    : config.databaseUrl && isPostgres(db)
      ? await postgresTransport({ db, url: config.databaseUrl, channel, delivery, log })
      : { publish: (wallets) => delivery.deliver(wallets), close: async () => {} }

  const stopWatching = watchChanges(db, (changes) => {
    const wallets = [...new Set(changes.map((change) => change.walletAddr))]
    // At once here: the writer's next request must not find what it changed in memory.
    forget(wallets)
    transport.publish(wallets)
  })

  return {
    subscribe(walletAddr, listener) {
      let set = listeners.get(walletAddr)
      if (!set) {
        set = new Set()
        listeners.set(walletAddr, set)
      }
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(walletAddr)
      }
    },
    onChange(forgetter) {
      forgetters.add(forgetter)
      return () => forgetters.delete(forgetter)
    },
    async close() {
      stopWatching()
      await transport.close()
    },
  }
}

/**
 * One channel per database: instances that share the database share the channel, and apps on
 * other databases (another PostgreSQL schema, as each test file has) never hear of it.
 */
async function channelName(db: Db, config: Config): Promise<string> {
  const identity = isPostgres(db) ? await eventsRepo(db).identity() : config.dataDir
  return `memap_events_${createHash('sha256')
    .update(identity ?? '')
    .digest('hex')
    .slice(0, 16)}`
}
