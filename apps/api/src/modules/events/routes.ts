import { SESSION_COOKIE } from '@memap/shared/auth'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { AppError, unauthorized } from '../../errors.ts'
import type { SessionLookup } from '../../plugins/access.ts'
import { routeConfig } from '../../plugins/contract.ts'
import type { InboxService } from '../notifications/inbox.ts'
import type { PointsService } from '../points/service.ts'
import type { EventBus } from './bus.ts'
import type { FullLimit, StreamSlots } from './slots.ts'
import { EventStream } from './stream.ts'

/** The browser waits this long before reconnecting a dropped stream. */
const RETRY_MS = 2000
/** What a stream refused for a full limit is told to wait: a slot frees when a stream ends. */
const FULL_RETRY_AFTER_S = 30

/** What a stream refused for a full limit is told (docs/OPERATIONS.md, "Limits"). */
const fullRefusal: Record<FullLimit, (limits: StreamSlots['limits']) => string> = {
  session: ({ perSession }) =>
    `MeMap is open in too many tabs or windows (at most ${perSession}); close one, or try again in ${FULL_RETRY_AFTER_S} s`,
  wallet: ({ perWallet }) =>
    `this wallet has MeMap open in too many tabs, windows and devices (at most ${perWallet}); close one, or try again in ${FULL_RETRY_AFTER_S} s`,
  ip: ({ perIp }) =>
    `too many live connections from your network (at most ${perIp}); try again in ${FULL_RETRY_AFTER_S} s`,
}

/** A notification id, as the stream's `id:` fields carry it. */
const eventIdSchema = z.string().regex(/^\d{1,15}$/, 'must be an event id the stream sent')

export async function eventsRoutes(
  app: FastifyInstance,
  {
    inbox,
    points,
    bus,
    sessions,
    config,
    slots,
  }: {
    inbox: InboxService
    points: PointsService
    bus: EventBus
    sessions: SessionLookup
    config: Config['events']
    /** The streams' count per session and address; the app's, so that the metrics read it. */
    slots: StreamSlots
  },
) {
  const open = new Set<EventStream>()
  // Streams never end by themselves: end them when the server stops, so that it can, and so
  // that browsers reconnect (to another instance behind a balancer) at once.
  app.addHook('preClose', (done) => {
    for (const stream of open) stream.end()
    done()
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    liveEvents.path,
    {
      config: routeConfig(liveEvents),
      schema: {
        summary:
          "The signed-in wallet's live events (Server-Sent Events): notification, balance, unread. " +
          'Resumes after the `Last-Event-ID` header (or `lastEventId`) with what was missed.',
        querystring: z.object({ lastEventId: eventIdSchema.optional() }),
        headers: z.object({ 'last-event-id': eventIdSchema.optional() }),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const wallet = await request.sessionWallet()
      const sessionId = request.cookies[SESSION_COOKIE]
      if (!wallet || !sessionId) throw unauthorized()
      // Taken before anything waits, so that streams opened at once cannot all pass the count.
      const slot = slots.take(sessionId, wallet, request.ip)
      if (typeof slot === 'string') {
        reply.header('retry-after', FULL_RETRY_AFTER_S)
        throw new AppError('too_many_streams', fullRefusal[slot](slots.limits))
      }
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId
      // Listening before reading where to start: a change committed in between wakes the stream
      // (and the first read, below, finds it anyway).
      let stream: EventStream | undefined
      const unsubscribe = bus.subscribe(wallet, () => stream?.wake())
      let latest: number
      try {
        latest = await inbox.latestId(wallet)
      } catch (error) {
        unsubscribe()
        slot.release()
        throw error
      }
      // An id from the future (another database, say) resumes from now.
      const lastId = resumeFrom === undefined ? latest : Math.min(Number(resumeFrom), latest)

      reply.hijack()
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and others buffer answers unless told not to (docs/OPERATIONS.md).
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      })
      stream = new EventStream(
        reply.raw,
        {
          notificationsAfter: (afterId, limit) => inbox.after(wallet, afterId, limit),
          counters: async () => {
            const [balance, unread] = await Promise.all([
              points.balanceOf(wallet),
              inbox.unreadCount(wallet),
            ])
            return { balance, unread }
          },
          signedIn: async () => (await sessions.sessionWallet(sessionId)) === wallet,
        },
        { lastId, resumed: resumeFrom !== undefined },
        { heartbeatMs: config.heartbeatMs, slowClientMs: config.slowClientMs, retryMs: RETRY_MS },
      )
      const opened = stream
      open.add(opened)
      // However it ends (the client went, signed out, revoked, the server stops), at once.
      opened.onClose(() => {
        unsubscribe()
        slot.release()
        open.delete(opened)
      })
      // The first read sends what was missed (when resuming), then the balance and unread count.
      opened.wake()
    },
  )
}
