import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { notFound, unauthorized } from '../errors.ts'
import { type Metrics, UNMATCHED_ROUTE } from '../metrics/metrics.ts'

/** Outside /v0: no part of the API's contract, and so no API key and no rate limit. */
export const METRICS_PATH = '/metrics'

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

    // Each request timed by a hook of its route, which knows its URL pattern: Fastify's
    // `request.routeOptions` builds an object of 12 fields at every call. Callbacks, no promise
    // (bench/RESULTS.md, "API").
    const timedAs =
      (route: string): onResponseHookHandler =>
      (request, reply, done) => {
        metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
        done()
      }
    app.addHook('onRoute', (route) => {
      route.onResponse = [route.onResponse ?? [], timedAs(route.url)].flat()
    })
    // A request no route matched: the not-found handler runs the instance's hooks only.
    const timedUnmatched = timedAs(UNMATCHED_ROUTE)
    app.addHook('onResponse', function (this: FastifyInstance, request, reply, done) {
      if (request.is404) timedUnmatched.call(this, request, reply, done)
      else done()
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
