import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import { apiPath, apiPathPrefix } from '@memap/shared/endpoint'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import { nftMetadata } from '@memap/shared/endpoints/profile'
import { linkX } from '@memap/shared/endpoints/social'
import { health, publicConfig, rpcRelay } from '@memap/shared/endpoints/system'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Reached without a key: what the web app needs before it knows anything, and what wallets,
// marketplaces and <img> tags fetch, which cannot send a header.
const OPEN_PATHS = [
  apiPath(publicConfig),
  apiPath(health),
  `${API_PREFIX}/docs`,
  // Every token's metadata: the path up to its `:tokenId`.
  apiPathPrefix(nftMetadata),
  `${API_PREFIX}/images/`,
  apiPath(rpcRelay),
  // Browser navigations to and back from X.
  apiPath(linkX),
  // The live event stream: EventSource cannot send a header (the session cookie still rules).
  apiPath(liveEvents),
]

const isUnder = (path: string, open: string) =>
  open.endsWith('/') ? path.startsWith(open) : path === open || path.startsWith(`${open}/`)

/** Whether a request to `path` must carry an API key when keys are configured. */
export const needsApiKey = (path: string) =>
  path.startsWith(`${API_PREFIX}/`) && !OPEN_PATHS.some((open) => isUnder(path, open))

/** With keys configured, every other /v0 request needs one in `X-API-Key` (PRODUCT.md §10). */
export const apiKeyPlugin = fp<{ keys: string[] }>(
  async (app: FastifyInstance, { keys }) => {
    if (keys.length === 0) return
    const accepted = new Set(keys)
    // Callback-style hooks here and in the other plugins that run on every request: an async
    // hook costs a promise and a tick per request (bench/RESULTS.md, "API").
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0] ?? ''
      const key = request.headers[API_KEY_HEADER.toLowerCase()]
      if (!needsApiKey(path) || (typeof key === 'string' && accepted.has(key))) {
        done()
        return
      }
      reply.code(401).send({ error: `a valid ${API_KEY_HEADER} header is required` })
    })
  },
  { name: 'api-key' },
)
