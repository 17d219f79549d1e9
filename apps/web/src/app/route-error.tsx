import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { paths } from '../shared/lib/paths.ts'
import './catalog.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { describeError } from './error-description.ts'
import { ReloadButton } from './reload-button.tsx'
import { useReloadOnChunkError } from './use-reload-on-chunk-error.ts'
import '../shared/ui/button.css'
import '../shared/ui/screen.css'

/** Per route, and cleared by going to another screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorScreen error={error} />}>
      {children}
    </ErrorBoundary>
  )
}

/** Per route: the top bar stays, the failed screen is replaced by the message. */
function RouteErrorScreen({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const reloading = useReloadOnChunkError(error)
  if (reloading) {
    return (
      <p className="screen screen--center">
        <Trans>Updating MeMap…</Trans>
      </p>
    )
  }
  return (
    <section className="screen screen--center" role="alert">
      <h1 className="screen__title">
        <Trans>Oops! An error occurred.</Trans>
      </h1>
      <p className="screen__lead">{i18n._(describeError(error))}</p>
      <div className="screen__actions">
        <ReloadButton />
        <Link className="button button--ghost" to={paths.memap}>
          <Trans>My MeMap</Trans>
        </Link>
      </div>
    </section>
  )
}
