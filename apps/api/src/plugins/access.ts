import type { Address } from '@memap/shared/address'
import { isAddressText } from '@memap/shared/address-text'
import { SESSION_COOKIE } from '@memap/shared/auth'
import { ACTOR_FIELDS, type Access } from '@memap/shared/endpoint'
import { SESSION_ENDED, type SessionEnd } from '@memap/shared/session-end'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { type AppError, forbidden, unauthorized } from '../errors.ts'
import { isApiPath, isDocsPath } from '../lib/request-path.ts'

const RULES: readonly Access[] = ['public', 'viewer', 'owner']

/** Where a request keeps its session's lookup: a symbol, so no other code can name it. */
const SESSION_LOOKUP = Symbol('session lookup')
/** Where an owner route's request keeps its actor, the same way. */
const ACTOR = Symbol('actor')
type WithLookup = FastifyRequest & {
  [SESSION_LOOKUP]: Promise<Address | undefined> | null
  [ACTOR]: Address | null
}
const NO_SESSION = Promise.resolve(undefined)
type HookDone = (error?: Error) => void

export interface RouteAccess {
  method: string
  url: string
  access: Access
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
    /**
     * The same without waiting when it is known: the wallet of a session read lately, null
     * without a session cookie, undefined when only `sessionWallet` can tell.
     */
    knownSessionWallet(): Address | null | undefined
    /** The 401 for a request without a live session: it says why a session cookie ended. */
    signInFirst(): Promise<AppError>
    /**
     * The wallet an `owner` route acts for: the session's, checked before the handler runs. The
     * only source of the acting wallet; a field of the request never is one.
     */
    actor(): Address
  }
}

/**
 * What access needs of the sessions: the wallet a session cookie's id belongs to, if live, and
 * why it is not.
 */
export interface SessionLookup {
  /** The wallet of a live session read lately, from memory; undefined when it must be read. */
  cachedSessionWallet(id: string): Address | undefined
  sessionWallet(id: string): Promise<Address | undefined>
  endedSession(id: string): Promise<SessionEnd | undefined>
}

/**
 * The one authorization mechanism: every /v0 route declares its `config.access` (the contract's
 * rule, packages/shared/src/endpoint.ts). On `owner` and `viewer` routes, every wallet the
 * request names in an actor field, in any spelling, place or number, must be the session's
 * (401 without a session, 403 otherwise), before the input is even validated.
 */
export const accessPlugin = fp<{ auth: SessionLookup }>(
  async (app: FastifyInstance, { auth }) => {
    // Looked up once a request, however many times it is asked. A field only this module can
    // name, not a WeakMap: a WeakMap's set and get cost a viewer route 1 % of its CPU.
    app.decorateRequest(SESSION_LOOKUP, null)
    app.decorateRequest(ACTOR, null)
    app.decorateRequest('sessionWallet', function (this: FastifyRequest) {
      const request = this as WithLookup
      let wallet = request[SESSION_LOOKUP]
      if (!wallet) {
        const id = request.cookies[SESSION_COOKIE]
        wallet = id ? auth.sessionWallet(id) : NO_SESSION
        request[SESSION_LOOKUP] = wallet
      }
      return wallet
    })
    app.decorateRequest('knownSessionWallet', function (this: FastifyRequest) {
      const id = this.cookies[SESSION_COOKIE]
      return id ? auth.cachedSessionWallet(id) : null
    })
    app.decorateRequest('signInFirst', async function (this: FastifyRequest) {
      const id = this.cookies[SESSION_COOKIE]
      const ended = id ? await auth.endedSession(id) : undefined
      return ended
        ? unauthorized(
            ended === 'revoked' ? 'session_revoked' : 'session_expired',
            SESSION_ENDED[ended],
          )
        : unauthorized()
    })
    app.decorateRequest('actor', function (this: FastifyRequest) {
      const wallet = (this as WithLookup)[ACTOR]
      if (!wallet) throw new Error(`${this.routeOptions.url} is not an owner route: no actor`)
      return wallet
    })

    /**
     * Admits the request when the session's wallet is the only one `named` (an owner route keeps
     * it as the actor), answering `done`: at once when the session is known (a hook that waits
     * for nothing costs no promise: bench/RESULTS.md, "API"), else once it is read. No closure is
     * made a request: each costs an allocation, and under tsx a naming call.
     */
    function checkSession(
      request: FastifyRequest,
      named: unknown[],
      owner: boolean,
      done: HookDone,
    ) {
      const known = request.knownSessionWallet()
      if (known) {
        done(admit(request, named, known, owner))
        return
      }
      request
        .sessionWallet()
        .then(async (wallet) =>
          wallet ? admit(request, named, wallet, owner) : await request.signInFirst(),
        )
        .then(done, done)
    }

    /** An owner route: a session, and nothing named but its wallet. */
    function ownerOnly(request: FastifyRequest, _reply: FastifyReply, done: HookDone) {
      checkSession(request, namedActors(request), true, done)
    }

    /** A viewer route: anyone, but a viewer it names must be signed in as that viewer. */
    function viewerOnly(request: FastifyRequest, _reply: FastifyReply, done: HookDone) {
      const named = namedActors(request)
      if (named.length === 0) done()
      else checkSession(request, named, false, done)
    }

    const routeAccess: RouteAccess[] = []
    app.decorate('routeAccess', routeAccess)
    app.addHook('onRoute', (route) => {
      if (isDocsPath(route.url) || !isApiPath(route.url)) return
      const access = route.config?.access
      if (!RULES.includes(access as Access)) {
        throw new Error(`${route.method} ${route.url} must declare config.access`)
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') {
          routeAccess.push({
            method,
            url: route.url,
            access: access as Access,
            schema: route.schema,
          })
        }
      }
      // Before validation, so that no input, valid or not, reaches a route it may not. A public
      // route carries no check: a public read pays nothing for it.
      const check = access === 'owner' ? ownerOnly : access === 'viewer' ? viewerOnly : undefined
      if (check) route.preValidation = [check, route.preValidation ?? []].flat()
    })
  },
  { name: 'access', dependencies: ['errors'] },
)

/** 403 unless `wallet` is the only wallet `named`; an owner route's actor is then `wallet`. */
function admit(
  request: FastifyRequest,
  named: unknown[],
  wallet: Address,
  owner: boolean,
): AppError | undefined {
  if (!namesOnly(named, wallet)) return forbidden()
  if (owner) (request as WithLookup)[ACTOR] = wallet
  return undefined
}

/**
 * Every value of every actor field in the path, the query and the body, as sent: a repeated
 * field or an array gives each of its values.
 */
function namedActors(request: FastifyRequest): unknown[] {
  const named: unknown[] = []
  addNamedIn(named, request.params)
  addNamedIn(named, request.query)
  addNamedIn(named, request.body)
  return named
}

/** The values of the actor fields of one part of the request (path, query or body). */
function addNamedIn(named: unknown[], source: unknown) {
  if (!source || typeof source !== 'object' || Buffer.isBuffer(source)) return
  for (const field of ACTOR_FIELDS) {
    if (Object.hasOwn(source, field)) addNamed(named, (source as Record<string, unknown>)[field])
  }
}

/**
 * Each value `value` holds, however deep in arrays; an empty one names nobody (`walletAddr=`).
 * A loop over a list of what is left, not recursion: no nesting can overflow the stack.
 */
function addNamed(named: unknown[], value: unknown) {
  const left = [value]
  while (left.length > 0) {
    const next = left.pop()
    if (Array.isArray(next)) for (const each of next) left.push(each)
    else if (next !== '') named.push(next)
  }
}

/**
 * Whether every wallet `named` (a request's `namedActors`) is `wallet` (any letter case): the same
 * 20 bytes, compared as lower-case hex (a checksum, as viem's getAddress computes, costs a hash).
 */
function namesOnly(named: unknown[], wallet: Address): boolean {
  const lower = wallet.toLowerCase()
  for (const value of named) {
    if (typeof value !== 'string' || !isAddressText(value) || value.toLowerCase() !== lower) {
      return false
    }
  }
  return true
}
