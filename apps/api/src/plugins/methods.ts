import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { refusalBody } from '../errors.ts'
import { isApiPath, normalisedPath } from '../lib/request-path.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a request no route took: 405 with `Allow` when its path is an API path served with
     * other methods (PRODUCT.md §10), else nothing (false), for the not-found handler to answer.
     */
    refuseMethod(request: FastifyRequest, reply: FastifyReply): boolean
  }
}

/** A route's URL as a pattern of whole paths: `:name` is one path segment, `*` the rest. */
const pathPattern = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? '[^/]+'
          : segment === '*'
            ? '.*'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  )

/**
 * The methods each API path is served with, learnt from the routes as they are added (so
 * registered before them). Paths outside the API are left to the web app's fallback.
 */
export const methodsPlugin = fp(
  async (app: FastifyInstance) => {
    const served = new Map<string, { pattern: RegExp; methods: Set<string> }>()
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return
      const entry = served.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set() }
      for (const method of [route.method].flat()) entry.methods.add(method)
      served.set(route.url, entry)
    })

    app.decorate('refuseMethod', (request: FastifyRequest, reply: FastifyReply) => {
      // No route matched: the path as the router would have read it, in any spelling.
      const path = normalisedPath(request.url)
      const methods = new Set<string>()
      for (const { pattern, methods: those } of served.values()) {
        if (pattern.test(path)) for (const method of those) methods.add(method)
      }
      // Served with this very method, the path was refused for another reason (a parameter).
      if (methods.size === 0 || methods.has(request.method)) return false
      const allow = [...methods].sort().join(', ')
      reply
        .code(405)
        .header('allow', allow)
        .send(
          refusalBody('method_not_allowed', `${request.method} is not served here; use ${allow}`),
        )
      return true
    })
  },
  { name: 'methods' },
)
