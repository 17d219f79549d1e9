import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'

// Wouter does not say how the address changed: the browser's back and forward buttons are the
// ones that fire `popstate` (a link or a redirect pushes or replaces without it).
let cameBackOrForward = false
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    cameBackOrForward = true
  })
}

/** A new screen starts at the top; back and forward leave the scroll to the browser. */
export function useScrollToTopOnNavigate() {
  const [pathname] = useLocation()
  const search = useSearch()
  const shown = useRef(pathname)
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of address takes the flag, so a back or forward within one screen is not counted for the next
  useEffect(() => {
    const popped = cameBackOrForward
    cameBackOrForward = false
    if (pathname === shown.current) return
    shown.current = pathname
    if (!popped) window.scrollTo(0, 0)
  }, [pathname, search])
}
