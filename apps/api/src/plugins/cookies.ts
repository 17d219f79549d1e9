import { type Cookies, parseCookie, type SetCookie, stringifySetCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** A cookie's attributes, as `reply.setCookie` takes them. */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'>

/** Where a request keeps its cookies once read: a symbol, so no other code can name it. */
const PARSED = Symbol('cookies')
type WithParsed = FastifyRequest & { [PARSED]: Cookies | null }

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name, read from its Cookie header at the first ask. */
    readonly cookies: Cookies
  }
  interface FastifyReply {
    /** Adds a Set-Cookie header: path `/` and SameSite=Lax unless `options` say otherwise. */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply
    /** Tells the browser to forget a cookie (give the path it was set with). */
    clearCookie(name: string, options?: CookieOptions): FastifyReply
  }
}

/**
 * Cookies read by the routes that read them, and written as Set-Cookie headers of their own.
 * @fastify/cookie parsed every request's Cookie header in a hook and looked for cookies to write
 * in another: two hooks and a parse on every request, where most read no cookie
 * (bench/RESULTS.md, "API against the bare framework"). Parsed and written by `cookie`, as
 * @fastify/cookie does.
 */
export const cookiesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest(PARSED, null)
    app.decorateRequest('cookies', {
      getter(this: FastifyRequest) {
        const request = this as WithParsed
        request[PARSED] ??= parseCookie(request.headers.cookie ?? '')
        return request[PARSED]
      },
    })
    app.decorateReply(
      'setCookie',
      function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
        return this.header(
          'set-cookie',
          stringifySetCookie({ path: '/', sameSite: 'lax', ...options, name, value }),
        )
      },
    )
    app.decorateReply(
      'clearCookie',
      function (this: FastifyReply, name: string, options?: CookieOptions) {
        return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 })
      },
    )
  },
  { name: 'cookies' },
)
