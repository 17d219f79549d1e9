import { useEffect } from 'react'

const titleOf = (title: string | undefined) => (title ? `${title} · MeMap` : 'MeMap')

/** The title the page being rendered on the server asked for (src/entry-server.tsx). */
let serverTitle: string | undefined

/** The server's side: the title of the page just rendered, once. */
export function takeServerTitle(): string | undefined {
  const title = serverTitle
  serverTitle = undefined
  return title
}

/**
 * Sets the tab title to '{title} · MeMap' while the calling screen is shown; on the server, the
 * page's `<title>` (pages render one at a time there).
 */
export function useDocumentTitle(title: string | undefined) {
  if (typeof document === 'undefined') serverTitle = titleOf(title)
  useEffect(() => {
    const previous = document.title
    document.title = titleOf(title)
    return () => {
      document.title = previous
    }
  }, [title])
}
