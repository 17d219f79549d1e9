import { API_PREFIX } from '@memap/shared/api'
import type { FastifyRequest } from 'fastify'

/**
 * The path every check that decides by path goes by (the origin check, the API key, the security
 * headers, the rate limits, 405 and the web app's fallback): the pattern of the route the router
 * matched (`/v0/nft/:tokenId`), else the request's path as `normalisedPath` reads it. Never the
 * raw URL: a client spells its prefix as it likes, and `/%760/x` is `/v0/x` to the router.
 */
export function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalisedPath(request.url)
}

/**
 * A path no route matched, read the widest way: the path part only (as the router cuts it),
 * percent-decoded, runs of slashes as one, and the API's prefix in any letter case as `/v0`. So
 * `//V0//x%3Fy` is an API path, answered as one (never as a page, never past a check).
 */
export function normalisedPath(url: string): string {
  const withoutOrigin = url.startsWith('/') ? url : url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const end = withoutOrigin.search(/[?#]/)
  const raw = end === -1 ? withoutOrigin : withoutOrigin.slice(0, end)
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // Not decodable: the router refuses it too; the raw path is as good a guess as any.
  }
  const path = decoded.replace(/\/{2,}/g, '/')
  const prefix = path.slice(0, API_PREFIX.length)
  const after = path.charAt(API_PREFIX.length)
  return prefix.toLowerCase() === API_PREFIX && (after === '' || after === '/')
    ? `${API_PREFIX}${path.slice(API_PREFIX.length)}`
    : path
}

/** Whether a route pattern or a normalised path is the API's. */
export const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)

/** Where the OpenAPI document and its viewer are served (`/v0/docs`, `/v0/docs/json`, …). */
export const DOCS_PATH = `${API_PREFIX}/docs`

/** Whether a route pattern or a normalised path is one of the document viewer's. */
export const isDocsPath = (path: string) => path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)
