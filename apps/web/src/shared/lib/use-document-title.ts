import { useContext, useEffect } from 'react'
import { PageRenderContext } from './rendered-page.ts'

const titleOf = (title: string | undefined) => (title ? `${title} · MeMap` : 'MeMap')

/**
 * Sets the tab title to '{title} · MeMap' while the calling screen is shown; on the server, the
 * page's `<title>` (handed to the render's own `setTitle`: pages render side by side there).
 */
export function useDocumentTitle(title: string | undefined) {
  useContext(PageRenderContext).setTitle?.(titleOf(title))
  useEffect(() => {
    const previous = document.title
    document.title = titleOf(title)
    return () => {
      document.title = previous
    }
  }, [title])
}
