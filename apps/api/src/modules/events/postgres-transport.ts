import pg from 'pg'
import type { Logger } from 'pino'
import type { Db } from '../../db/database.ts'
import { eventsRepo } from './repo.ts'
import type { Delivery, Transport } from './transport.ts'

/** How long to wait before listening again after the listening connection broke. */
const RECONNECT_MS = 1000

/**
 * PostgreSQL's LISTEN/NOTIFY: one connection of this instance listens on the channel; a commit
 * is announced with `pg_notify` through the app's pool. A broken listening connection is opened
 * again, and every stream of this instance then looks for what it missed.
 */
export async function postgresTransport(options: {
  db: Db
  url: string
  channel: string
  delivery: Delivery
  log: Pick<Logger, 'error' | 'warn'>
}): Promise<Transport> {
  const { db, url, channel, delivery, log } = options
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return
      delivery.deliver(JSON.parse(message.payload) as string[])
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'the event bus lost its PostgreSQL connection')
      void next.end().catch(() => {})
      if (client === next) client = undefined
      scheduleReconnect()
    })
    await next.connect()
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`)
    client = next
  }
  const scheduleReconnect = () => {
    if (closed || retry) return
    retry = setTimeout(async () => {
      retry = undefined
      try {
        await listen()
        delivery.deliverAll()
      } catch (error) {
        log.warn({ err: error }, 'the event bus could not listen on PostgreSQL; retrying')
        scheduleReconnect()
      }
    }, RECONNECT_MS)
  }

  await listen()
  return {
    publish(wallets) {
      eventsRepo(db)
        .notify(channel, JSON.stringify(wallets))
        .catch((error) => log.error({ err: error }, 'could not announce a change'))
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end()
    },
  }
}
