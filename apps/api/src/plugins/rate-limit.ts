import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import { apiPath } from '@memap/shared/endpoint'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { AppError } from '../errors.ts'
import { isApiPath, routePath } from '../lib/request-path.ts'

/** A request over its limit: when to try again, in words and as a figure. */
const rateLimited = (seconds: number) =>
  new AppError('rate_limited', `too many requests; try again in ${seconds} s`, {
    values: { seconds },
  })

export type LimitKind = 'signIn' | 'uploads' | 'writes' | 'reads'

/**
 * A module's routes that a limit counts other than as their method says (every other write counts
 * as `writes`, every other read is not limited): `signIn`, per IP; `uploads`; `writes`, for reads
 * that write (starting and finishing an X link store OAuth state and the link); `reads`, for reads
 * that cost more than a lookup, which a client could repeat without end (searching members).
 */
export type LimitedRoutes = Partial<Record<LimitKind, ReadonlyArray<{ path: string }>>>

/** Which limit counts a request to the route `url` (as declared), if any. */
export type LimitKindOf = (method: string, url: string) => LimitKind | undefined

/** The limit of every route, from the modules' declarations (module-list.ts). */
export function routeLimits(modules: ReadonlyArray<{ limits?: LimitedRoutes }>): LimitKindOf {
  const routesOf = (kind: LimitKind) =>
    new Set(modules.flatMap((module) => (module.limits?.[kind] ?? []).map(apiPath)))
  const signIn = routesOf('signIn')
  const uploads = routesOf('uploads')
  const writingReads = routesOf('writes')
  const limitedReads = routesOf('reads')
  return (method, url) => {
    if (signIn.has(url)) return 'signIn'
    if (!isApiPath(url)) return undefined
    if (method === 'GET' || method === 'HEAD') {
      if (writingReads.has(url)) return 'writes'
      return limitedReads.has(url) ? 'reads' : undefined
    }
    return uploads.has(url) ? 'uploads' : 'writes'
  }
}

/** A fixed-window counter in the database, so every instance counts the same requests. */
function databaseStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now()
      const windowStart = now - (now % timeWindow)
      db.insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow()
        .then(
          ({ count }) => callback(null, { current: count, ttl: windowStart + timeWindow - now }),
          callback,
        )
      // Old windows are of no use; dropping them now and then keeps the table small.
      if (Math.random() < 0.01) {
        db.deleteFrom('rate_limits')
          .where('window_start', '<', windowStart - timeWindow)
          .execute()
          .catch(() => {})
      }
    }
    child() {
      return new DatabaseStore()
    }
  }
}

/**
 * Rate limits on sign-in (per IP) and on every write, upload and costly read (member search) per
 * signed-in wallet, else per IP, answered with 429, the time to wait in `retry-after`, and a sentence that says it.
 * Counted in Redis when REDIS_URL is set, else in the database: shared by every instance.
 */
export const rateLimitPlugin = fp<{ db: Db; config: Config; limitKind: LimitKindOf }>(
  async (app: FastifyInstance, { db, config, limitKind }) => {
    const kindOf = (request: FastifyRequest) => limitKind(request.method, routePath(request))
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
    // Only the limited routes get the limiter's hook: it looks the session up before anything
    // else, which would cost every read a query for nothing.
    app.addHook('onRoute', (route) => {
      const limited = [route.method].flat().some((method) => limitKind(method, route.url))
      if (!limited) route.config = { ...route.config, rateLimit: false }
    })
    await app.register(fastifyRateLimit, {
      global: true,
      hook: 'preHandler',
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'memap-rate:' } : { store: databaseStore(db) }),
      max: async (request) => config.rateLimits[kindOf(request) ?? 'writes'],
      keyGenerator: async (request) => {
        const kind = kindOf(request) ?? 'writes'
        const wallet = kind === 'signIn' ? undefined : await request.sessionWallet()
        return `${kind}:${wallet ?? request.ip}`
      },
      // Thrown by the plugin, then answered by the one error handler as `{ error }`.
      errorResponseBuilder: (_request, context) =>
        rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
    })
  },
  { name: 'rate-limit', dependencies: ['access'] },
)
