import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { isChunkLoadError, reloadOnce } from '../shared/lib/chunk-reload.ts'
import { paths } from '../shared/lib/paths.ts'
import './catalog.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'
import '../shared/ui/button.css'
import '../shared/ui/screen.css'

/**
 * A part of the app that failed to download (usually: a new version was deployed while this tab
 * was open) reloads the page once; if it fails again the error shows.
 */
function useReloadOnChunkError(error: unknown): boolean {
  const isChunkError = isChunkLoadError(error)
  const [reloading, setReloading] = useState(isChunkError)
  const attempted = useRef(false)
  useEffect(() => {
    if (!isChunkError || attempted.current) return
    attempted.current = true
    setReloading(reloadOnce())
  }, [isChunkError])
  return reloading
}

type ErrorBoundaryProps = { children: ReactNode; fallback: (error: unknown) => ReactNode }

/** Catches what its children throw while rendering and shows `fallback` instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.error === undefined
      ? this.props.children
      : this.props.fallback(this.state.error)
  }
}

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
      <p className="screen__lead">{i18n._(describe(error))}</p>
      <div className="screen__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <Trans>Try again</Trans>
        </button>
        <Link className="button button--ghost" to={paths.memap}>
          <Trans>My MeMap</Trans>
        </Link>
      </div>
    </section>
  )
}

/** For the whole app: anything no route caught, providers included. */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { t, i18n } = useLingui()
  const reloading = useReloadOnChunkError(error)
  if (reloading) {
    return (
      <FullPageStatus>
        <Trans>Updating MeMap…</Trans>
      </FullPageStatus>
    )
  }
  return (
    <FullPageStatus
      tone="error"
      title={t`Oops! An error occurred.`}
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <Trans>Try again</Trans>
        </button>
      }
    >
      {i18n._(describe(error))}
    </FullPageStatus>
  )
}

function describe(error: unknown): MessageDescriptor {
  if (isChunkLoadError(error)) {
    return msg`Part of MeMap could not be downloaded. Check your connection and try again.`
  }
  return msg`Please check and try again.`
}
