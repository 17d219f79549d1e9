import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Delivery, Transport } from './transport.ts'

/**
 * Redis pub/sub: one connection subscribes (a subscribed connection can do nothing else), one
 * publishes. ioredis reconnects and subscribes again by itself; every stream of this instance
 * then looks for what it missed.
 */
export async function redisTransport(options: {
  url: string
  channel: string
  delivery: Delivery
  log: Pick<Logger, 'error' | 'warn'>
}): Promise<Transport> {
  const { url, channel, delivery, log } = options
  const subscriber = new Redis(url, { connectTimeout: 2000 })
  const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 })
  for (const connection of [subscriber, publisher]) {
    connection.on('error', (error) => log.warn({ err: error }, 'the event bus lost Redis'))
  }
  subscriber.on('message', (from, message) => {
    if (from === channel) delivery.deliver(JSON.parse(message) as string[])
  })
  await subscriber.subscribe(channel)
  // 'ready' comes again after every reconnection (the first one has passed by now).
  subscriber.on('ready', () => delivery.deliverAll())

  return {
    publish(wallets) {
      publisher
        .publish(channel, JSON.stringify(wallets))
        .catch((error) => log.error({ err: error }, 'could not announce a change'))
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
