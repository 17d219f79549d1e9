import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@memap/shared/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const noRoute = (method: string, url: string) => ({
  error: `no route ${method} ${url.split('?')[0]}`,
})

/** What a link preview shows of a page: Open Graph and Twitter card tags. */
export interface PagePreview {
  title: string
  description: string
  image: string
  url: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function previewTags(preview: PagePreview): string {
  const tags = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ].filter(([, , content]) => content)
  return tags
    .map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content as string)}" />`,
    )
    .join('\n    ')
}

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every app
 * route, so a deep link or a reload lands in the single-page app. A page with a preview (a
 * shared profile) gets its card tags, so a pasted link shows as a card.
 */
export const webPlugin = fp<{
  root: string
  previewFor: (request: FastifyRequest) => Promise<PagePreview | undefined>
}>(
  async (app: FastifyInstance, { root, previewFor }) => {
    const indexFile = path.join(root, 'index.html')
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root }, 'no web build found; serving the API only')
      app.setNotFoundHandler((request, reply) => {
        reply.code(404).send(noRoute(request.method, request.url))
      })
      return
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8')
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
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!wantsPage || request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX) {
        return reply.code(404).send(noRoute(request.method, request.url))
      }
      const preview = await previewFor(request)
      reply.header('cache-control', 'no-cache')
      if (!preview) return reply.sendFile('index.html')
      const page = indexHtml.replace('</head>', `  ${previewTags(preview)}\n  </head>`)
      return reply.type('text/html; charset=utf-8').send(page)
    })
  },
  { name: 'web', dependencies: ['errors'] },
)
