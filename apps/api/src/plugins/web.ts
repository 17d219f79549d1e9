import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { EMBEDDED_CONFIG_ID, EMBEDDED_PROFILE_ID } from '@memap/shared/api'
import { appPathAt } from '@memap/shared/app-paths'
import type { PublicConfig } from '@memap/shared/config'
import type { EmbeddedProfile } from '@memap/shared/profile'
import {
  DEFAULT_TIME_ZONE,
  EMBEDDED_RENDER_ID,
  LOCALE_COOKIE,
  type PageRenderer,
  type RenderedFor,
  type RenderedPage,
  TIME_ZONE_COOKIE,
} from '@memap/shared/server-render'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { refusalBody } from '../errors.ts'
import { escapeHtml } from '../lib/html.ts'
import { isApiPath, normalisedPath } from '../lib/request-path.ts'
import { knownTimeZone } from '../lib/time-zone.ts'
import { stylesheetReader, stylesheetsInline } from './inline-styles.ts'
import { sendPage } from './page-compression.ts'
import { extrasAfterFirstPaint, scriptsAfterFirstPaint } from './page-scripts.ts'

const noRoute = (method: string, url: string) => {
  const path = url.split('?')[0] ?? ''
  return refusalBody(
    'no_route',
    `no route ${method} ${path.length > 200 ? `${path.slice(0, 200)}…` : path}`,
  )
}

/** What a link preview shows of a page: Open Graph and Twitter card tags. */
export interface PagePreview {
  title: string
  description: string
  image: string
  url: string
}

/** What a page's extras say of an address that names nothing: the page says so, answered 404. */
export const NO_SUCH_PAGE = 'no such page'

/** What a shared profile's page adds to the app's HTML: its link preview, and the profile. */
export interface PageExtras {
  preview: PagePreview
  /** Rendered on the server, and embedded for the web app instead of asking the API once more. */
  profile: EmbeddedProfile
}

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

/** The SHA-256 (base64) of each script written into the page, which its policy allows by it. */
function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', code]) => code && !/\bsrc=|application\/json/.test(attributes))
    .map(([, , code = '']) => createHash('sha256').update(code).digest('base64'))
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
 * The same, for a page rendered on the server: its screen shows before any script runs, so its
 * stylesheets apply at once (in the page, inline-styles.ts); its scripts come after the first
 * paint (page-scripts.ts).
 */
function renderedScreenTag(href: string): string {
  return href.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
    : ''
}

/**
 * The web build's server entry (apps/web/src/entry-server.tsx, built into `.server`), which
 * renders a page's first screen with the app's components; none when the build has none.
 */
async function loadRenderer(root: string): Promise<PageRenderer | undefined> {
  const file = path.join(root, '.server', 'entry-server.js')
  if (!fs.existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer }
  return module.renderer
}

/** What the pages take of the modules: a page's extras (a shared profile's), the public config. */
export interface PageParts {
  extrasFor: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<PageExtras | typeof NO_SUCH_PAGE | undefined>
  publicConfigFor: (request: FastifyRequest, reply: FastifyReply) => PublicConfig
}

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every app
 * route, so a deep link or a reload lands in the single-page app. Every page carries the
 * public config (what `GET /v0/config` answers), so the first screen renders without asking for
 * it; a page with extras (a shared profile) also gets its card tags, so a pasted link shows
 * as a card, and the data of its first screen.
 */
export const webPlugin = fp<{ root: string } & PageParts>(
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
    app.allowInlineScripts(inlineScriptHashes(indexHtml))
    const firstScreens = readFirstScreens(path.join(root, 'first-screens.json'))
    const readStylesheet = stylesheetReader(root)
    // Loaded with the first page, not at start: most instances of the app in the tests serve no
    // page, and the entry is a large module to load.
    let loading: Promise<PageRenderer | undefined> | undefined
    const rendererOnce = () => {
      loading ??= loadRenderer(root).catch((error: unknown) => {
        app.log.error({ err: error, root }, 'the web build’s server entry failed to load')
        return undefined
      })
      return loading
    }
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
      // `//V0/x` or `/%760/x` is no page either: an API path, however spelt, never answers HTML.
      const pathname = normalisedPath(request.url)
      if (!wantsPage || isApiPath(pathname)) {
        return reply.code(404).send(noRoute(request.method, request.url))
      }
      const found = await extrasFor(request, reply)
      const extras = found === NO_SUCH_PAGE ? undefined : found
      // The app shows "Page not found" (or "No MeMap here"); the status says it to everyone else.
      if (found === NO_SUCH_PAGE || appPathAt(pathname) === undefined) reply.code(404)
      const config = publicConfigFor(request, reply)
      const renderer = await rendererOnce()
      const rendered = renderer && (await renderPage(renderer, request, config, extras?.profile))
      const screenTag = rendered ? renderedScreenTag : firstScreenTag
      const screenFiles = firstScreens[pathname] ?? []
      const head = [
        embeddedJsonTag(EMBEDDED_CONFIG_ID, config),
        ...screenFiles.map(screenTag).filter(Boolean),
        ...(extras ? [previewTags(extras.preview)] : []),
        ...(extras ? [embeddedJsonTag(EMBEDDED_PROFILE_ID, extras.profile)] : []),
        ...(rendered ? [embeddedJsonTag(EMBEDDED_RENDER_ID, rendered.for)] : []),
      ]
      // Replaced by functions: a `$&` in a member's text is no replacement pattern.
      let page = indexHtml.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
      if (rendered) {
        page = page
          .replace('<html lang="en">', () => `<html lang="${rendered.for.locale}">`)
          .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        if (rendered.title) {
          const title = escapeHtml(rendered.title)
          page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
        }
        page = scriptsAfterFirstPaint(
          extrasAfterFirstPaint(stylesheetsInline(page, readStylesheet)),
          screenFiles.filter((file) => !file.endsWith('.css')),
        )
      }
      // Rendered for the session and the language: a cache must not hand it to another.
      if (renderer) reply.header('vary', 'Cookie, Accept-Language')
      // Kept private when its links carry the request's host (plugins/hosts.ts, `linkOrigin`).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
      return sendPage(request, reply, page)
    })
  },
  { name: 'web', dependencies: ['errors', 'methods', 'security'] },
)

/**
 * The page's first screen rendered for the request's session and language, or undefined when the
 * browser renders it: a member's screen, or a render that failed (logged; the page still works).
 */
async function renderPage(
  renderer: PageRenderer,
  request: FastifyRequest,
  config: PublicConfig,
  profile: EmbeddedProfile | undefined,
): Promise<(RenderedPage & { for: RenderedFor }) | undefined> {
  const renderedFor: RenderedFor = {
    viewer: (await request.sessionWallet()) ?? null,
    locale: renderer.localeOf(request.cookies[LOCALE_COOKIE], request.headers['accept-language']),
    timeZone: knownTimeZone(request.cookies[TIME_ZONE_COOKIE]) ?? DEFAULT_TIME_ZONE,
  }
  try {
    const rendered = await renderer.render({ ...renderedFor, url: request.url, config, profile })
    return rendered && { ...rendered, for: renderedFor }
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server rendering failed')
    return undefined
  }
}
