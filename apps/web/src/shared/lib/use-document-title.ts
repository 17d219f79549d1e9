import { useEffect } from 'react'

/** Sets the tab title to '{title} · MeMap' while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title
    document.title = title ? `${title} · MeMap` : 'MeMap'
    return () => {
      document.title = previous
    }
  }, [title])
}
