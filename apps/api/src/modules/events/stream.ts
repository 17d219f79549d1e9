import type { ServerResponse } from 'node:http'
import type { LiveEventName, LiveEvents } from '@memap/shared/events'
import type { NotificationEntry } from '../notifications/list.ts'

/** What a stream reads of its wallet: the rows are the events, the bus only says when to look. */
export interface StreamFeed {
  notificationsAfter(afterId: number, limit: number): Promise<NotificationEntry[]>
  /** The wallet's points and its unread notifications, now. */
  counters(): Promise<{ balance: number; unread: number }>
  /** Whether the session that opened the stream is still live (it may have been ended). */
  signedIn(): Promise<boolean>
}

export interface StreamOptions {
  /** A comment line this often keeps an idle connection open through proxies. */
  heartbeatMs: number
  /** A client that has not taken what was sent within this long is dropped, to resume later. */
  slowClientMs: number
  /** The browser's wait before reconnecting, sent at the start. */
  retryMs: number
}

/** Notifications read and sent at a time. */
const BATCH = 100

/**
 * One open event stream of a wallet. Every notification it sends carries its id as the event's
 * `id:`; the stream starts after `lastId` and, whenever it is woken, sends the notifications
 * after the last one sent, then the balance and unread count if they changed. So a wake that
 * comes twice sends nothing twice, and one that comes late sends all the same.
 *
 * It never holds more than one batch for a slow client: while the socket has not taken what
 * was written, nothing more is read; if it still has not after `slowClientMs`, the connection is
 * dropped and the browser reconnects with the last id it received.
 */
export class EventStream {
  private lastId: number
  private balance: number | undefined
  private unread: number | undefined
  private reading = false
  private wokenWhileReading = false
  private blocked = false
  private closed = false
  private readonly heartbeat: NodeJS.Timeout
  private slowTimer: NodeJS.Timeout | undefined
  private readonly closeListeners: Array<() => void> = []

  constructor(
    private readonly out: ServerResponse,
    private readonly feed: StreamFeed,
    start: { lastId: number; resumed: boolean },
    private readonly options: StreamOptions,
  ) {
    this.lastId = start.lastId
    this.heartbeat = setInterval(() => {
      if (!this.blocked) this.write(': keep-alive\n\n')
    }, options.heartbeatMs)
    out.on('close', () => this.onClosed())
    // The client may have gone while the stream was being opened: its 'close' has passed.
    if (out.destroyed) this.onClosed()
    this.write(`retry: ${options.retryMs}\n\n`)
    this.write(event('ready', { Resumed: start.resumed }, this.lastId))
  }

  /** There may be something new: read and send it (once at a time, again if woken meanwhile). */
  wake(): void {
    if (this.closed) return
    if (this.reading || this.blocked) {
      this.wokenWhileReading = true
      return
    }
    this.reading = true
    void this.readAll().finally(() => {
      this.reading = false
    })
  }

  /** Called once the stream has ended, whichever side ended it (at once if it has). */
  onClose(listener: () => void): void {
    if (this.closed) listener()
    else this.closeListeners.push(listener)
  }

  /** Ends the stream (the server is stopping): the browser reconnects, to another instance. */
  end(): void {
    this.out.end()
  }

  private async readAll() {
    try {
      do {
        this.wokenWhileReading = false
        // A wallet's change may be the end of this stream's session (signed out, revoked), also
        // one that came during the last round.
        if (!(await this.feed.signedIn())) {
          this.out.end()
          return
        }
        const entries = await this.feed.notificationsAfter(this.lastId, BATCH)
        for (const entry of entries) {
          this.lastId = entry.NotificationId
          this.write(event('notification', entry, entry.NotificationId))
        }
        if (entries.length === BATCH) this.wokenWhileReading = true
        const { balance, unread } = await this.feed.counters()
        if (balance !== this.balance) this.write(event('balance', { Value: balance }))
        if (unread !== this.unread) this.write(event('unread', { Count: unread }))
        this.balance = balance
        this.unread = unread
      } while (this.wokenWhileReading && !this.blocked && !this.closed)
    } catch {
      // The database failed this read: drop the connection, and the browser resumes from its
      // last id once the database answers again.
      this.out.destroy()
    }
  }

  private write(chunk: string) {
    if (this.closed) return
    if (this.out.write(chunk) || this.blocked) return
    this.blocked = true
    this.slowTimer = setTimeout(() => this.out.destroy(), this.options.slowClientMs)
    this.out.once('drain', () => {
      clearTimeout(this.slowTimer)
      this.blocked = false
      if (this.wokenWhileReading) this.wake()
    })
  }

  private onClosed() {
    if (this.closed) return
    this.closed = true
    clearInterval(this.heartbeat)
    clearTimeout(this.slowTimer)
    for (const listener of this.closeListeners) listener()
  }
}

/**
 * One event in the text/event-stream format; `id` only where the event moves the resume point.
 * Only the contract's events, each with its own data (`@memap/shared/events`), which the web app
 * reads with the same types.
 */
export function event<Name extends LiveEventName>(
  name: Name,
  data: LiveEvents[Name],
  id?: number,
): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}
