import type { Address } from '@memap/shared/address'
import { API_PREFIX } from '@memap/shared/api'
import { SESSION_COOKIE } from '@memap/shared/auth'
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { getAddress, isAddress } from 'viem'
import { forbidden, unauthorized } from '../errors.ts'

/**
 * Who may call a route: anyone; any signed-in wallet, for itself (the session names the wallet,
 * as the event stream, which EventSource opens without a body or headers); or only the wallet
 * the request names, signed in (PRODUCT.md §11).
 */
export type RouteAccessRule = 'public' | 'session' | 'owner'
const RULES: readonly RouteAccessRule[] = ['public', 'session', 'owner']

export interface RouteAccess {
  method: string
  url: string
  access: RouteAccessRule
  /** The route's declared input and answers, for the tests that walk every route. */
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /v0 route with its declared access, for the tests that walk every route. */
    routeAccess: RouteAccess[]
  }
  interface FastifyRequest {
    /** The wallet signed in with this request's session cookie, if any. */
    sessionWallet(): Promise<Address | undefined>
  }
}

/** The request field that names the acting wallet on owner-only routes (PRODUCT.md §7). */
const WALLET_FIELDS = ['walletAddr', 'wallet_addr'] as const

/**
 * The one authorization mechanism: every /v0 route declares `config.access`. An owner-only
 * route needs a session (401) whose wallet is the one the request names (403).
 */
/** What access needs of the sessions: the wallet a session cookie's id belongs to, if live. */
export interface SessionLookup {
  sessionWallet(id: string): Promise<Address | undefined>
}

export const accessPlugin = fp<{ auth: SessionLookup }>(
  async (app: FastifyInstance, { auth }) => {
    // Looked up once a request, however many times it is asked.
    const looked = new WeakMap<FastifyRequest, Promise<Address | undefined>>()
    app.decorateRequest('sessionWallet', function (this: FastifyRequest) {
      let wallet = looked.get(this)
      if (!wallet) {
        const id = this.cookies[SESSION_COOKIE]
        wallet = id ? auth.sessionWallet(id) : Promise.resolve(undefined)
        looked.set(this, wallet)
      }
      return wallet
    })

    const routeAccess: RouteAccess[] = []
    app.decorate('routeAccess', routeAccess)
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(`${API_PREFIX}/docs`) || !route.url.startsWith(API_PREFIX)) return
      const access = route.config?.access
      if (!RULES.includes(access as RouteAccessRule)) {
        throw new Error(`${route.method} ${route.url} must declare config.access`)
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') {
          routeAccess.push({
            method,
            url: route.url,
            access: access as RouteAccessRule,
            schema: route.schema,
          })
        }
      }
      // Before validation, so that no input, valid or not, reaches a route it may not. Only
      // owner routes carry the check: a public read pays nothing for it.
      const check = access === 'owner' ? ownerOnly : access === 'session' ? signedIn : undefined
      if (check) route.preValidation = [check, route.preValidation ?? []].flat()
    })
  },
  { name: 'access', dependencies: ['errors'] },
)

async function signedIn(request: FastifyRequest) {
  if (!(await request.sessionWallet())) throw unauthorized()
}

async function ownerOnly(request: FastifyRequest) {
  const wallet = await request.sessionWallet()
  if (!wallet) throw unauthorized()
  const named = namedWallet(request)
  if (!named || named !== wallet) throw forbidden()
}

function namedWallet(request: FastifyRequest): Address | undefined {
  for (const source of [request.body, request.query]) {
    if (!source || typeof source !== 'object') continue
    for (const field of WALLET_FIELDS) {
      const value = (source as Record<string, unknown>)[field]
      if (typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value)
    }
  }
  return undefined
}
