import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * A part of the page that React takes over on its own: the app's root, and each Suspense boundary
 * (a member's actions on a profile come after the screen, with their code). Two empty templates
 * mark where it starts and ends, and the start is marked hydrated once React has committed it,
 * so that the page's first script knows, without React's private fields, whether a tap landed on
 * a part React handles yet; and the part does the tap it kept for it
 * (src/page-start/keep-early-input.ts, which writes the same attribute names out).
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  const start = useRef<HTMLTemplateElement>(null)
  // A layout effect runs as React commits the part, before any event can reach it; a passive one
  // could leave a tap that React handled between the two to be done again.
  useLayoutEffect(() => {
    start.current?.setAttribute('data-hydrated', '')
    window.memapEarlyInput?.replay()
  }, [])
  return (
    <>
      <template data-part="" ref={start} />
      {children}
      <template data-part-end="" />
    </>
  )
}
