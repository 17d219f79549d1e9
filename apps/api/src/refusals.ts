import type { Access, Refusals } from '@memap/shared/endpoint'
import { SESSION_ENDED } from '@memap/shared/session-end'
import { JSON_MAX_DEPTH } from './limits.ts'
import { needsApiKey } from './plugins/api-key.ts'
import { checksHost } from './plugins/hosts.ts'
import { limitKind } from './plugins/rate-limit.ts'

/** What the OpenAPI document needs to know of a route to list its refusals. */
export interface RefusedRoute {
  method: string
  url: string
  access: Access | undefined
  /** Whether it declares params, a query or a body, which are validated. */
  takesInput: boolean
  /** The body types it takes (plugins/bodies.ts). */
  bodyTypes: string[]
  /** What its handler refuses, as its endpoint declares it (packages/shared/src/endpoint.ts). */
  handler: Refusals
}

/**
 * Every refusal a route can answer, by status: those of the checks every route passes, asked
 * of the very functions the plugins decide with (the host, the API key, the body, the rate
 * limits), and those its handler declares. PRODUCT.md §10 says what each means.
 */
export function refusalsOf(route: RefusedRoute): Record<string, string> {
  const { method, url, access } = route
  const acting = access === 'owner' || access === 'viewer'
  // A body is read, and may be malformed or too large, whatever the method but GET and HEAD.
  const takesBody = method !== 'GET' && method !== 'HEAD'
  const checks: Array<[number, string, boolean]> = [
    [400, 'the URL or the body is malformed', true],
    [400, 'a field is not valid; `error` names it', route.takesInput],
    [
      400,
      `a JSON body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels`,
      takesBody && route.bodyTypes.includes('application/json'),
    ],
    [401, 'no valid API key in X-API-Key, when keys are configured', needsApiKey(url)],
    [
      401,
      `no session; a session cookie that ended says why: '${SESSION_ENDED.revoked}' or '${SESSION_ENDED.expired}'`,
      access === 'owner',
    ],
    [401, 'a viewer named without a session', access === 'viewer'],
    [414, 'a part of the URL is too long', url.includes(':')],
    [403, "a wallet field names another wallet than the session's", acting],
    [
      421,
      'the request names a host this server does not answer for (ALLOWED_HOSTS)',
      checksHost(url),
    ],
    // Browser writes are taken from the app's own origins only (plugins/security.ts).
    [403, 'a browser write from another origin', takesBody],
    [
      413,
      'the body is too large, or a form has too many fields or files, or a field over 64 KB',
      takesBody,
    ],
    [415, `the body is not ${route.bodyTypes.join(' or ')}`, takesBody],
    [429, 'too many requests; `retry-after` says when to try again', !!limitKind(method, url)],
  ]
  const refusals: Record<string, string[]> = {}
  for (const [status, words, applies] of checks) {
    if (applies) refusals[status] = [...(refusals[status] ?? []), words]
  }
  for (const [status, words] of Object.entries(route.handler)) {
    refusals[status] = [...(refusals[status] ?? []), words]
  }
  return Object.fromEntries(
    Object.entries(refusals).map(([status, all]) => [status, `Refused: ${all.join('; ')}.`]),
  )
}
