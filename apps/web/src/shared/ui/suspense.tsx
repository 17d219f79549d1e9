import { type ReactNode, Suspense as ReactSuspense, useEffect } from 'react'

/**
 * React's Suspense, and the one the app uses (Biome forbids the other): once its part has
 * hydrated on a page the server rendered, a tap or a choice made on that part before is done
 * (src/page-start/keep-early-input.ts). Its effect runs after React has committed the part,
 * when a tap reaches the handlers.
 */
export function Suspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ReactSuspense fallback={fallback}>
      {children}
      <DoKeptInput />
    </ReactSuspense>
  )
}

function DoKeptInput() {
  useEffect(() => window.memapEarlyInput?.replay(), [])
  return null
}
