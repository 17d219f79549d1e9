import type { ReactNode } from 'react'
import { AppErrorScreen } from './app-error-screen.tsx'
import { ErrorBoundary } from './error-boundary.tsx'

/** Last resort around everything, providers and router included. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />}>{children}</ErrorBoundary>
  )
}
