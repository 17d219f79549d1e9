import type { Access, Refusals } from '@memap/shared/endpoint'
import { REFUSAL_CODES, type RefusalCode, statusOf } from '@memap/shared/refusal-codes'
import { SESSION_ENDED } from '@memap/shared/session-end'
import { JSON_MAX_DEPTH } from './limits.ts'
import { needsApiKey } from './plugins/api-key.ts'
import { checksHost } from './plugins/hosts.ts'

/** What the OpenAPI document needs to know of a route to list its refusals. */
export interface RefusedRoute {
  method: string
  url: string
  access: Access | undefined
  /** Whether it declares params, a query or a body, which are validated. */
  takesInput: boolean
  /** The body types it takes (plugins/bodies.ts). */
  bodyTypes: string[]
  /** Whether a rate limit counts it (plugins/rate-limit.ts). */
  limited: boolean
  /** The codes its handler refuses with (handler-refusals.ts). */
  handler: Refusals
}

/**
 * Every code a route can answer a refusal with: those of the checks every route passes, asked of
 * the very functions the plugins decide with (the host, the API key, the body, the rate limits),
 * and those its handler declares. PRODUCT.md §10 says what each means.
 */
export function refusalsOf(route: RefusedRoute): RefusalCode[] {
  const { method, url, access } = route
  const acting = access === 'owner' || access === 'viewer'
  // A body is read, and may be malformed or too large, whatever the method but GET and HEAD.
  const takesBody = method !== 'GET' && method !== 'HEAD'
  const checks: Array<[RefusalCode, boolean]> = [
    ['malformed_request', true],
    ['invalid_field', route.takesInput],
    ['body_too_deep', takesBody && route.bodyTypes.includes('application/json')],
    ['api_key_required', needsApiKey(url)],
    // A session cookie that ended says why (SESSION_ENDED).
    ['session_required', acting],
    ['session_revoked', acting],
    ['session_expired', acting],
    ['url_too_long', url.includes(':')],
    ['not_your_wallet', acting],
    ['host_not_served', checksHost(url)],
    // Browser writes are taken from the app's own origins only (plugins/security.ts).
    ['foreign_origin', takesBody],
    ['body_too_large', takesBody],
    ['body_type_refused', takesBody],
    ['rate_limited', route.limited],
  ]
  const codes = checks.filter(([, applies]) => applies).map(([code]) => code)
  return [...new Set([...codes, ...route.handler])]
}

/** What some of the checks' refusals mean for this route in particular, for its document. */
export const routeWords = (route: RefusedRoute): Partial<Record<RefusalCode, string>> => ({
  body_too_deep: `a JSON body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels`,
  body_type_refused: `the body is not ${route.bodyTypes.join(' or ')}`,
  session_revoked: `the session was signed out from another device ('${SESSION_ENDED.revoked}')`,
  session_expired: `the session expired ('${SESSION_ENDED.expired}')`,
})

/**
 * The refusals of `codes` by status, as the OpenAPI document lists them: each status's codes and
 * what each means.
 */
export function refusalsByStatus(
  codes: readonly RefusalCode[],
  words: Partial<Record<RefusalCode, string>> = {},
): Record<string, { codes: RefusalCode[]; description: string }> {
  const byStatus: Record<string, RefusalCode[]> = {}
  for (const code of codes) {
    const status = String(statusOf(code))
    byStatus[status] = [...(byStatus[status] ?? []), code]
  }
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, all]) => [
      status,
      {
        codes: all,
        description: `Refused: ${all.map((code) => `\`${code}\`: ${words[code] ?? REFUSAL_CODES[code][1]}`).join('; ')}.`,
      },
    ]),
  )
}
