import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import { apiPath } from '@memap/shared/endpoint'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import { nftMetadata } from '@memap/shared/endpoints/profile'
import { linkX, linkXCallback } from '@memap/shared/endpoints/social'
import { health, publicConfig, rpcRelay } from '@memap/shared/endpoints/system'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refusalBody } from '../errors.ts'
import { isApiPath, isDocsPath, routePath } from '../lib/request-path.ts'
import { IMAGE_FILES_ROUTE } from '../storage/routes.ts'

// Reached without a key, each by its exact route pattern: what the web app needs before it knows
// anything, and what wallets, marketplaces, <img> tags and navigations fetch, which cannot send a
// header. The OpenAPI document's own routes (`/v0/docs…`) are open too.
const OPEN_ROUTES: ReadonlySet<string> = new Set([
  apiPath(publicConfig),
  apiPath(health),
  apiPath(nftMetadata),
  `${API_PREFIX}${IMAGE_FILES_ROUTE}`,
  apiPath(rpcRelay),
  // Browser navigations to and back from X.
  apiPath(linkX),
  apiPath(linkXCallback),
  // The live event stream: EventSource cannot send a header (the session cookie still rules).
  apiPath(liveEvents),
])

/**
 * Whether a request to the route `path` (its pattern, or the normalised path when no route
 * matched: lib/request-path.ts) must carry an API key when keys are configured.
 */
export const needsApiKey = (path: string) =>
  isApiPath(path) && !OPEN_ROUTES.has(path) && !isDocsPath(path)

/** With keys configured, every other /v0 request needs one in `X-API-Key` (PRODUCT.md §10). */
export const apiKeyPlugin = fp<{ keys: string[] }>(
  async (app: FastifyInstance, { keys }) => {
    if (keys.length === 0) return
    const accepted = new Set(keys)
    // Callback-style hooks here and in the other plugins that run on every request: an async
    // hook costs a promise and a tick per request (bench/RESULTS.md, "API").
    app.addHook('onRequest', (request, reply, done) => {
      const key = request.headers[API_KEY_HEADER.toLowerCase()]
      if ((typeof key === 'string' && accepted.has(key)) || !needsApiKey(routePath(request))) {
        done()
        return
      }
      reply
        .code(401)
        .send(refusalBody('api_key_required', `a valid ${API_KEY_HEADER} header is required`))
    })
  },
  { name: 'api-key' },
)
