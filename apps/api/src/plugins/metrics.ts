import { createHash, timingSafeEqual } from 'node:crypto'
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { notFound, unauthorized } from '../errors.ts'
import { type Metrics, UNMATCHED_ROUTE } from '../metrics/metrics.ts'

/** Outside /v0: no part of the API's contract, and so no API key and no rate limit. */
export const METRICS_PATH = '/metrics'

/** What a route that streams its answer produces (the live events). */
const EVENT_STREAM = 'text/event-stream'

/** When a request's first hook ran (performance.now()): a field only this module can name. */
const STARTED = Symbol('started')
type Started = FastifyRequest & { [STARTED]: number }

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `GET /metrics` in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only
 * (docs/OPERATIONS.md, "What to watch"), and each request's time. Without a token, the route
 * answers 404 and no request is timed.
 */
export const metricsPlugin = fp<{ token: string | undefined; metrics: Metrics | undefined }>(
  async (app: FastifyInstance, { token, metrics }) => {
    const route = { schema: { hide: true } }
    if (!token) {
      // Registered all the same: else the web app would answer its page for the path.
      app.get(METRICS_PATH, route, async () => {
        throw notFound('metrics_off', 'metrics are off: METRICS_TOKEN is not set')
      })
      return
    }
    if (!metrics) throw new Error('METRICS_TOKEN is set: build the app with its Metrics')
    // Compared as digests: equal lengths for timingSafeEqual, whatever was sent.
    const expected = digest(token)

    // Timed from its first hook to its answer's first hook on the way out (onSend), by a hook
    // of its route, which knows its URL pattern: Fastify's `request.routeOptions` builds an
    // object of 12 fields at every call. Not at onResponse: an onResponse hook makes Fastify
    // listen for each answer's end ('finish' and 'error', a closure, two removals), 2.5 µs of
    // a cached profile read's 34 with no logger (bench/RESULTS.md, "API"); the socket's write
    // is left out. A stream's route (the live events) is timed at its end, when it closes.
    // Callbacks, no promise.
    app.decorateRequest(STARTED, 0)
    app.addHook('onRequest', (request, _reply, done) => {
      ;(request as Started)[STARTED] = performance.now()
      done()
    })
    const observe = (request: FastifyRequest, route: string, status: number) => {
      const now = performance.now()
      // A URL the router could not read is answered before any hook: counted, in no time.
      const started = (request as Started)[STARTED] || now
      metrics.observeRequest(request.method, route, status, (now - started) / 1000)
    }
    const timedAs =
      (route: string): onSendHookHandler =>
      (request, reply, payload, done) => {
        observe(request, route, reply.statusCode)
        done(null, payload)
      }
    const timedAtEndAs =
      (route: string): onResponseHookHandler =>
      (request, reply, done) => {
        observe(request, route, reply.statusCode)
        done()
      }
    app.addHook('onRoute', (route) => {
      const produces = (route.schema as { produces?: string[] } | undefined)?.produces ?? []
      if (produces.includes(EVENT_STREAM)) {
        route.onResponse = [route.onResponse ?? [], timedAtEndAs(route.url)].flat()
      } else {
        route.onSend = [route.onSend ?? [], timedAs(route.url)].flat()
      }
    })
    // A request no route matched: the not-found handler runs the instance's hooks only.
    const timedUnmatched = timedAs(UNMATCHED_ROUTE)
    app.addHook('onSend', function (this: FastifyInstance, request, reply, payload, done) {
      if (request.is404) timedUnmatched.call(this, request, reply, payload, done)
      else done(null, payload)
    })

    app.get(METRICS_PATH, route, async (request, reply) => {
      const [scheme, presented] = (request.headers.authorization ?? '').split(' ')
      if (
        scheme?.toLowerCase() !== 'bearer' ||
        !presented ||
        !timingSafeEqual(digest(presented), expected)
      ) {
        reply.header('www-authenticate', 'Bearer')
        throw unauthorized(
          'metrics_token_required',
          'send Authorization: Bearer with the METRICS_TOKEN',
        )
      }
      reply.type(metrics.contentType)
      return metrics.scrape()
    })
  },
  { name: 'metrics', dependencies: ['errors'] },
)
