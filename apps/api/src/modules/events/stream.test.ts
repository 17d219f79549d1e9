import http from 'node:http'
import type net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NotificationEntry } from '../notifications/list.ts'
import { EventStream, event, type StreamFeed } from './stream.ts'

const options = { heartbeatMs: 1000, slowClientMs: 1000, retryMs: 1000 }
const idleFeed: StreamFeed = {
  notificationsAfter: async () => [],
  counters: async () => ({ balance: 0, unread: 0 }),
  signedIn: async () => true,
}

describe('an event stream', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  /** A real connection whose server side is handed to `open`; answers the request's socket. */
  async function connect(open: (response: http.ServerResponse) => void) {
    const server = http.createServer((_request, response) => open(response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const request = http.get({ host: '127.0.0.1', port, path: '/v0/events' })
    request.on('error', () => {})
    cleanups.push(() => {
      request.destroy()
      server.close()
      server.closeAllConnections()
    })
    return { server, request }
  }

  it('ends at once when its client went while it was being opened', async () => {
    // The route reads the database before it opens the stream: the client may hang up meanwhile.
    let opened: (stream: EventStream) => void = () => {}
    const stream = new Promise<EventStream>((resolve) => {
      opened = resolve
    })
    const { server, request } = await connect((response) => {
      response.on('close', () =>
        opened(new EventStream(response, idleFeed, { lastId: 0, resumed: false }, options)),
      )
    })
    server.once('request', () => request.destroy())

    const ended = vi.fn()
    ;(await stream).onClose(ended)
    expect(ended).toHaveBeenCalledOnce()
  })

  it('ends when its session ended during a read, without waiting for more news', async () => {
    let signedIn = true
    let readStarted: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      readStarted = resolve
    })
    let finishRead: (entries: NotificationEntry[]) => void = () => {}
    const feed: StreamFeed = {
      ...idleFeed,
      signedIn: async () => signedIn,
      notificationsAfter: () =>
        new Promise((resolve) => {
          finishRead = resolve
          readStarted()
        }),
    }
    let opened: (stream: EventStream) => void = () => {}
    const stream = new Promise<EventStream>((resolve) => {
      opened = resolve
    })
    await connect((response) =>
      opened(new EventStream(response, feed, { lastId: 0, resumed: false }, options)),
    )
    const reading = await stream
    const ended = new Promise<string>((resolve) => reading.onClose(() => resolve('ended')))
    reading.wake()
    await started
    // The session ends (signed out) while the read is under way; its news wakes the stream.
    signedIn = false
    reading.wake()
    finishRead([])
    const waited = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 1000))
    expect(await Promise.race([ended, waited])).toBe('ended')
  })
})

describe('the event writer', () => {
  it('writes only the contract’s events, each with its own data', () => {
    expect(event('balance', { Value: 3 })).toBe('event: balance\ndata: {"Value":3}\n\n')
    expect(event('ready', { Resumed: true }, 7)).toBe(
      'id: 7\nevent: ready\ndata: {"Resumed":true}\n\n',
    )
    // @ts-expect-error an event the contract does not name
    event('balances', { Value: 3 })
    // @ts-expect-error another event's data
    event('unread', { Value: 3 })
  })
})
