import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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

/** A screen's data could not be loaded (PRODUCT.md §8's generic words), with a retry. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
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
