import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import { useOnline } from '../lib/use-online.ts'
import './button.css'
import './screen.css'
import './spinner.css'
import '../catalog.ts'

/** A screen's data is on its way. */
export function ScreenLoading({ children }: { children: ReactNode }) {
  return (
    <p className="screen screen--center" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  )
}

/**
 * A screen's data could not be loaded (PRODUCT.md §8's generic words), with a retry. Without a
 * network it says so instead, and loads again by itself once the network is back.
 */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  const online = useOnline()
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      onRetry()
    }
  }, [online, onRetry])
  if (!online) {
    return (
      // The app's own offline notice stands aside for it (app-notices.css): one message, not two.
      <section className="screen screen--center" role="alert" data-offline>
        <h1 className="screen__title">
          <Trans>You’re offline</Trans>
        </h1>
        <p className="screen__lead">
          <Trans>This page loads once you’re back online.</Trans>
        </p>
      </section>
    )
  }
  return (
    <section className="screen screen--center" role="alert">
      <h1 className="screen__title">
        <Trans>Oops! An error occurred.</Trans>
      </h1>
      <p className="screen__lead">
        <Trans>Please check and try again.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
