import { EMBEDDED_RENDER_ID, type RenderedFor } from '@memap/shared/server-render'
import { readEmbeddedJson } from './embedded-json.ts'

// Whom and in which language the server rendered this page (apps/api/src/plugins/web.ts and
// src/entry-server.tsx). The browser's first render starts from the same session and language,
// so that it matches the HTML it hydrates; the stored session takes over right after.
// In the browser it is read once, from the page; on the server it is set before each render
// (rendering is synchronous, so one page's value never reaches another's).

let rendered: RenderedFor | undefined =
  typeof document === 'undefined' ? undefined : readEmbeddedJson(EMBEDDED_RENDER_ID)

/** Whom the server rendered this page for; undefined when it did not render it. */
export function renderedFor(): RenderedFor | undefined {
  return rendered
}

/** The server's side: the page about to be rendered. */
export function setRenderedFor(page: RenderedFor | undefined): void {
  rendered = page
}
