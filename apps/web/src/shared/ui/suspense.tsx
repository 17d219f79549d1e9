import { type ReactNode, Suspense as ReactSuspense } from 'react'
import { HydrationPart } from './hydration-part.tsx'

/**
 * React's Suspense, and the one the app uses (Biome forbids React's own): on a page the server
 * rendered, its part hydrates on its own, and says so once it has; a tap or a choice made on it
 * before is done then (hydration-part.tsx).
 */
export function Suspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ReactSuspense fallback={fallback}>
      <HydrationPart>{children}</HydrationPart>
    </ReactSuspense>
  )
}
