import type { ComponentType, ReactNode } from 'react'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'
import { RouteErrorBoundary } from '../route-error.tsx'

// Lazy screens load through React.lazy and Suspense, and every screen loads its own data with
// TanStack Query.

/**
 * What a route knows of its screen, so a first visit starts downloading its code, and maybe its
 * data, before rendering anything.
 */
export type ScreenHandle = { preload: () => Promise<unknown>; prefetch?: (url: URL) => void }

/** What shows at an address, and what a first visit of it preloads. */
export type AppRoute = { path: string; handles: ScreenHandle[]; element: ReactNode }

/** A screen whose code is fetched on first visit. */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (url: URL) => void,
) {
  const Screen = lazyWithTexts(async () => pick(await load()))
  return { Screen, handle: { preload: Screen.preload, prefetch } satisfies ScreenHandle }
}

export type LazyScreen = ReturnType<typeof lazyScreen>

/** The element of a lazy screen, with its own error boundary and loading state. */
export function screenElement(Screen: ComponentType, fallback: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  )
}
