import { AFTER_PAINT_TEMPLATE, APP_SCRIPTS_META } from '@memap/shared/server-render'
import { escapeHtml } from '../lib/html.ts'

/** The app's entry as Vite writes it; the page's first script carries one attribute more. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
/**
 * What a page links to that no paint needs: its home-screen icon and its manifest (for installing
 * it). Its own icon is in the page (apps/web/build-plugins/app-icons.ts): without one when it
 * loads, Chromium would ask for /favicon.ico.
 */
const PAGE_EXTRAS = /<link rel="(?:apple-touch-icon|manifest)"[^>]*>\s*/g

/**
 * A rendered page with the app's script tags (its entry, what it preloads, and `screenScripts`,
 * the first screen's) replaced by one meta tag that lists them, preloads first and the entry
 * last: the page's first script fetches them once the screen has painted (apps/web/src/page-start).
 * Its screen shows without them, and Lighthouse's slow-4G simulation put the 85 KB entry in the
 * way of the first paint because it downloaded before it.
 */
export function scriptsAfterFirstPaint(page: string, screenScripts: string[]): string {
  const preloads: string[] = []
  const entries: string[] = []
  const withoutTags = page
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src)
      return ''
    })
  // A page without the app's entry (a test's stand-in for the build) is left as it is.
  if (entries.length === 0) return page
  if (entries.length > 1) throw new Error(`the web build's page has ${entries.length} app entries`)
  const listed = [...preloads, ...screenScripts, ...entries].map(escapeHtml).join(' ')
  return withoutTags.replace(
    '</head>',
    () => `  <meta name="${APP_SCRIPTS_META}" content="${listed}">\n  </head>`,
  )
}

/**
 * A rendered page with its home-screen icon and manifest in a template that its first script adds to the
 * page after the first paint: Chromium fetches them as soon as the page has loaded, before it
 * paints on a slow phone, and Lighthouse's slow-4G simulation counts every request that ended
 * before the paint it saw in the paint's path (LCP 0.65 s or 0.91 s by which came first).
 */
export function extrasAfterFirstPaint(page: string): string {
  const extras: string[] = []
  const withoutTags = page.replace(PAGE_EXTRAS, (tag) => {
    extras.push(tag.trim())
    return ''
  })
  if (extras.length === 0) return page
  return withoutTags.replace(
    '</head>',
    () => `  <template ${AFTER_PAINT_TEMPLATE}>${extras.join('')}</template>\n  </head>`,
  )
}
