import type { Refusals } from '@memap/shared/endpoint'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { routeKey } from '../handler-refusals.ts'

/**
 * Puts each route's declared refusals (handler-refusals.ts) in its config, where the OpenAPI
 * document (openapi.ts) and the refusal check (refusal-check.ts) read them: registered before
 * them. Refusals declared for a route the app does not serve stop it at start.
 */
export const handlerRefusalsPlugin = fp<{ refusals: ReadonlyMap<string, Refusals> }>(
  async (app: FastifyInstance, { refusals }) => {
    const served = new Set<string>()
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // A GET route's HEAD twin answers as it does.
        const key = routeKey(method === 'HEAD' ? 'GET' : method, route.url)
        const codes = refusals.get(key)
        if (codes === undefined) continue
        route.config = { ...route.config, refusals: codes }
        served.add(key)
      }
    })
    app.addHook('onReady', async () => {
      const unserved = [...refusals.keys()].filter((key) => !served.has(key))
      if (unserved.length > 0) {
        throw new Error(`refusals are declared for routes not served: ${unserved.join(', ')}`)
      }
    })
  },
  { name: 'handler-refusals' },
)
