import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { API_PREFIX, EMBEDDED_CONFIG_ID } from '@memap/shared/api'
import type { PublicConfig } from '@memap/shared/config'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const noRoute = (method: string, url: string) => {
  const path = url.split('?')[0] ?? ''
  return { error: `no route ${method} ${path.length > 200 ? `${path.slice(0, 200)}…` : path}` }
}

/** What a link preview shows of a page: Open Graph and Twitter card tags. */
export interface PagePreview {
  title: string
  description: string
  image: string
  url: string
}

/** What a page adds to the app's HTML: its link preview, and data for its first screen. */
export interface PageExtras {
  preview: PagePreview
  /** JSON by element id, read by the web app instead of asking the API once more. */
  embedded: Record<string, unknown>
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

/** JSON in a script element the browser does not run; `<` escaped so no tag can close it. */
function embeddedJsonTag(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script id="${id}" type="application/json">${json}</script>`
}

/**
 * The scripts of each landing page's first screen, written by the web build
 * (apps/web/build-plugins/first-screens.ts); none when the build has no such file.
 */
function readFirstScreens(file: string): Record<string, string[]> {
  if (!fs.existsSync(file)) return {}
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>
}

/**
 * A first screen's script or stylesheet, fetched with the entry, not after it has run;
 * `crossorigin` as Vite writes its own. A stylesheet is only preloaded, not applied: it would
 * hold back the first paint, and Vite's loader applies it with the screen's script.
 */
function firstScreenTag(href: string): string {
  const safeHref = escapeHtml(href)
  return href.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${safeHref}">`
    : `<link rel="modulepreload" crossorigin href="${safeHref}">`
}

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every app
 * route, so a deep link or a reload lands in the single-page app. Every page carries the
 * public config (what `GET /v0/config` answers), so the first screen renders without asking for
 * it; a page with extras (a shared profile) also gets its card tags, so a pasted link shows
 * as a card, and the data of its first screen.
 */
export const webPlugin = fp<{
  root: string
  extrasFor: (request: FastifyRequest) => Promise<PageExtras | undefined>
  publicConfigFor: (request: FastifyRequest) => PublicConfig
}>(
  async (app: FastifyInstance, { root, extrasFor, publicConfigFor }) => {
    const indexFile = path.join(root, 'index.html')
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root }, 'no web build found; serving the API only')
      app.setNotFoundHandler((request, reply) => {
        if (!app.refuseMethod(request, reply))
          reply.code(404).send(noRoute(request.method, request.url))
      })
      return
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8')
    const firstScreens = readFirstScreens(path.join(root, 'first-screens.json'))
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each script and stylesheet.
      preCompressed: true,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    app.setNotFoundHandler(async (request, reply) => {
      if (app.refuseMethod(request, reply)) return reply
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      // `//v0/x` is no page either: an API path, however many slashes, never answers HTML.
      const apiPath = (request.url.split('?')[0] ?? '').replace(/\/{2,}/g, '/')
      if (!wantsPage || apiPath.startsWith(`${API_PREFIX}/`) || apiPath === API_PREFIX) {
        return reply.code(404).send(noRoute(request.method, request.url))
      }
      const extras = await extrasFor(request)
      const pathname = request.url.split('?')[0] ?? ''
      const head = [
        embeddedJsonTag(EMBEDDED_CONFIG_ID, publicConfigFor(request)),
        ...(firstScreens[pathname] ?? []).map(firstScreenTag),
        ...(extras ? [previewTags(extras.preview)] : []),
        ...Object.entries(extras?.embedded ?? {}).map(([id, value]) => embeddedJsonTag(id, value)),
      ]
      const page = indexHtml.replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
      reply.header('cache-control', 'no-cache')
      return reply.type('text/html; charset=utf-8').send(page)
    })
  },
  { name: 'web', dependencies: ['errors', 'methods'] },
)
