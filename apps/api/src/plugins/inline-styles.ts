import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml } from '../lib/html.ts'

/** A stylesheet tag as Vite writes it, and as a rendered page's first screen gets it. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g

/**
 * The web build's stylesheets, read once each: a rendered page carries them in its HTML.
 * Undefined for one the build does not have, or whose text would end a `<style>` element.
 */
export function stylesheetReader(root: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>()
  return (href) => {
    if (!read.has(href)) {
      const file = path.join(root, href)
      const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
      read.set(href, css === undefined || /<\/style/i.test(css) ? undefined : css)
    }
    return read.get(href)
  }
}

/**
 * A rendered page with its stylesheets in the HTML: its screen paints once the page has arrived,
 * not a round trip later when the stylesheets have (Lighthouse's slow 4G: 150 ms and more). Each
 * keeps its tag, `disabled`, which the browser does not fetch: Vite's loader finds it there when
 * the screen's script loads, and adds the stylesheet no second time.
 */
export function stylesheetsInline(
  page: string,
  readStylesheet: (href: string) => string | undefined,
): string {
  return page.replace(STYLESHEET, (tag, href: string) => {
    const css = readStylesheet(href)
    if (css === undefined) return tag
    const safeHref = escapeHtml(href)
    return `<style data-href="${safeHref}">${css}</style><link rel="stylesheet" crossorigin href="${safeHref}" disabled>`
  })
}
