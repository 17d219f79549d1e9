import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@memap/shared/api'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const noRoute = (method: string, url: string) => ({
  error: `no route ${method} ${url.split('?')[0]}`,
})

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every app
 * route, so a deep link or a reload lands in the single-page app.
 */
export const webPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    const indexFile = path.join(root, 'index.html')
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root }, 'no web build found; serving the API only')
      app.setNotFoundHandler((request, reply) => {
        reply.code(404).send(noRoute(request.method, request.url))
      })
      return
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!wantsPage || request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX) {
        return reply.code(404).send(noRoute(request.method, request.url))
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'web', dependencies: ['errors'] },
)
