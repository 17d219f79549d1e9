import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import { EVENTS_PATH } from '@memap/shared/events'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Reached without a key: what the web app needs before it knows anything, and what wallets,
// marketplaces and <img> tags fetch, which cannot send a header.
const OPEN_PATHS = [
  `${API_PREFIX}/config`,
  `${API_PREFIX}/health`,
  `${API_PREFIX}/docs`,
  `${API_PREFIX}/nft/`,
  `${API_PREFIX}/images/`,
  `${API_PREFIX}/rpc`,
  // Browser navigations to and back from X.
  `${API_PREFIX}/auth/x`,
  // The live event stream: EventSource cannot send a header (the session cookie still rules).
  `${API_PREFIX}${EVENTS_PATH}`,
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
