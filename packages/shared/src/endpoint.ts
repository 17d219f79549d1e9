import type { ZodType } from 'zod'
import { API_PREFIX } from './api.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a call sends and what its answer's `data` holds, as zod schemas. */
export interface CallSchemas {
  /** The `:name` parts of the path. */
  params?: ZodType
  query?: ZodType
  /** A JSON body, or with `form` the text fields of a multipart form. */
  body?: ZodType
  /** The body is sent as a multipart form (the way the original clients send it). */
  form?: true
  /** The form may carry an image as its `file` field. */
  file?: true
  data: ZodType
}

/**
 * One call of the /v0 API (the path after `/v0`): its method, path and body encoding, and its
 * schemas as types. The schemas' values are not in this object because the web app imports it
 * in its first download, which zod must not reach (apps/web/README.md, "What a first visit
 * downloads"); the API gives the values when it registers the route, and the type check holds
 * them to these.
 */
export interface Endpoint<Schemas extends CallSchemas = CallSchemas> {
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly encoding: 'json' | 'form'
  /** Never set at run time: it carries `Schemas` for the type check. */
  readonly schemas?: Schemas
}

/** An endpoint answering its `{ data }` envelope; `'form'` is required exactly when `form` is. */
export function endpoint<Schemas extends CallSchemas>(
  method: HttpMethod,
  path: `/${string}`,
  ...encoding: Schemas['form'] extends true ? ['form'] : []
): Endpoint<Schemas> {
  return { method, path, encoding: encoding[0] ?? 'json' }
}

/**
 * A route of the API that is not a call answering `{ data }`: a stream, a redirect, a relay, a
 * document for other programs. Its path is here so that it is written once.
 */
export interface RawEndpoint {
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly raw: true
}

export const rawEndpoint = (method: HttpMethod, path: `/${string}`): RawEndpoint => ({
  method,
  path,
  raw: true,
})

/** The endpoint's path as requested, under the API prefix: `/v0/friends/request`. */
export const apiPath = (endpoint: { path: string }) => `${API_PREFIX}${endpoint.path}`

/** The requested path up to the endpoint's first parameter: `/v0/nft/` of `/v0/nft/:tokenId`. */
export const apiPathPrefix = (endpoint: { path: string }) => {
  const path = apiPath(endpoint)
  const parameter = path.indexOf(':')
  return parameter === -1 ? path : path.slice(0, parameter)
}
