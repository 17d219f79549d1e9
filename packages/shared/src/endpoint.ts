import type { ZodType } from 'zod'
import { API_PREFIX } from './api.ts'
import type { RefusalCode } from './refusal-codes.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call an endpoint (PRODUCT.md §11). A request acts for the wallet of its session, never
 * for a wallet it names: the fields in `ACTOR_FIELDS` only say which wallet the caller means.
 * - `public`: anyone; a wallet the request names is what it asks about (whose album, whose friends).
 * - `viewer`: anyone; a wallet named in an actor field is the viewer, and must be the session's
 *   (401 without a session, 403 for another wallet). The answer is as the session's wallet sees it.
 * - `owner`: a signed-in wallet, for itself: every actor field must name the session's wallet.
 */
export type Access = 'public' | 'viewer' | 'owner'

/**
 * Every spelling of the field that names the wallet a call acts for (its owner or its viewer), in
 * any call of the contract. The access rule checks all of them on every `viewer` and `owner`
 * call, including a spelling the call does not declare, so that no field can slip past it.
 */
export const ACTOR_FIELDS = ['walletAddr', 'wallet_addr'] as const
export type ActorField = (typeof ACTOR_FIELDS)[number]

/**
 * The codes a call's own handler refuses with (refusal-codes.ts; the messages are in PRODUCT.md
 * §8). The refusals of the checks every route passes (its input's form, the API key, the access
 * rule, the rate limits, the body's size and type) are added by the API from those checks.
 */
export type Refusals = readonly RefusalCode[]

/** What a call sends and what its answer's `data` holds, as zod schemas. */
export interface CallSchemas {
  /** The `:name` parts of the path. */
  params?: ZodType
  query?: ZodType
  /** A JSON body, or with `form` the text fields of a multipart form. */
  body?: ZodType
  /** The body is sent as a multipart form (the way the original clients send it). */
  form?: true
  /** The form carries an image as its `file` field: one it must, or one it may. */
  file?: 'required' | 'optional'
  data: ZodType
}

/**
 * One call of the /v0 API (the path after `/v0`): its method, path and body encoding, and its
 * schemas as types. The schemas' values are not in this object because the web app imports it
 * in its first download, which zod must not reach (apps/web/README.md, "What a first visit
 * downloads"); the API gives the values when it registers the route, and the type check holds
 * them to these.
 */
export interface Endpoint<Schemas extends CallSchemas = CallSchemas, Rule extends Access = Access> {
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly access: Rule
  readonly encoding: 'json' | 'form'
  /** Never set at run time: it carries `Schemas` for the type check. */
  readonly schemas?: Schemas
}

/**
 * The endpoints of one access rule, answering their `{ data }` envelope; `'form'` is required
 * exactly when `form` is. The rule is in the constructor's name, so that a declaration reads as
 * who may call it and the type check knows it.
 */
const endpointsOf =
  <Rule extends Access>(access: Rule) =>
  <Schemas extends CallSchemas>(
    method: HttpMethod,
    path: `/${string}`,
    ...encoding: Schemas['form'] extends true ? ['form'] : []
  ): Endpoint<Schemas, Rule> => ({ method, path, access, encoding: encoding[0] ?? 'json' })

export const publicEndpoint = endpointsOf('public')
export const viewerEndpoint = endpointsOf('viewer')
export const ownerEndpoint = endpointsOf('owner')

/**
 * A route of the API that is not a call answering `{ data }`: a stream, a redirect, a relay, a
 * document for other programs. Its path is here so that it is written once.
 */
export interface RawEndpoint {
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly access: Access
  readonly raw: true
}

export const rawEndpoint = (
  method: HttpMethod,
  path: `/${string}`,
  access: Access,
): RawEndpoint => ({ method, path, access, raw: true })

/** The endpoint's path as requested, under the API prefix: `/v0/friends/request`. */
export const apiPath = (endpoint: { path: string }) => `${API_PREFIX}${endpoint.path}`

/** The requested path up to the endpoint's first parameter: `/v0/nft/` of `/v0/nft/:tokenId`. */
export const apiPathPrefix = (endpoint: { path: string }) => {
  const path = apiPath(endpoint)
  const parameter = path.indexOf(':')
  return parameter === -1 ? path : path.slice(0, parameter)
}
