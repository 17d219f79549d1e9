import type { ReactNode } from 'react'

/** A screen's data is on its way. */
export function ScreenLoading({ children }: { children: ReactNode }) {
  return (
    <p className="screen screen--center" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  )
}

/** A screen's data could not be loaded (spec §8's generic words), with a retry. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="screen screen--center" role="alert">
      <h1 className="screen__title">Oops! An error occurred.</h1>
      <p className="screen__lead">Please check and try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  )
}
