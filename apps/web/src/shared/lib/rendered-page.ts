import { EMBEDDED_RENDER_ID, type RenderedFor } from '@memap/shared/server-render'
import { createContext, useContext } from 'react'
import { readEmbeddedJson } from './embedded-json.ts'

// Whom, in which language and time zone the server rendered a page (apps/api/src/plugins/web.ts
// and src/entry-server.tsx). The server renders many pages at once, so a render learns its own
// from the context its App provides; the browser's first render provides the page's, read once
// from it, so that it matches the HTML it hydrates (the stored session takes over right after).

/** What a render knows of its page; on the server, also where the page's title goes. */
export type PageRender = {
  /** Undefined for a page the browser renders alone. */
  renderedFor: RenderedFor | undefined
  /** The server's: the title the screen asks for (use-document-title.ts). */
  setTitle?: (title: string) => void
}

export const PageRenderContext = createContext<PageRender>({ renderedFor: undefined })

/** Whom the page being rendered was rendered for on the server; undefined when it was not. */
export function useRenderedFor(): RenderedFor | undefined {
  return useContext(PageRenderContext).renderedFor
}

const embedded: RenderedFor | undefined =
  typeof document === 'undefined' ? undefined : readEmbeddedJson(EMBEDDED_RENDER_ID)

/**
 * The browser's side, outside rendering (starting the app, its first data and language): whom the
 * server rendered this page for, as the page says; undefined when it did not render it, and
 * always on the server, where a render reads `useRenderedFor()`.
 */
export function renderedFor(): RenderedFor | undefined {
  return embedded
}
