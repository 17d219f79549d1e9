import type { ReactNode } from 'react'
import '../../shared/ui/spinner.css'
import './full-page-status.css'

export type FullPageStatusProps = {
  title?: string
  children: ReactNode
  /** A button or link, e.g. 'Try again'. */
  action?: ReactNode
  tone?: 'loading' | 'error'
  /** The page says the app is offline: the offline notice (app-notices.tsx) then stays away. */
  offline?: boolean
}

/** A whole-page message: start-up loading, a start-up failure, an app-level error. */
export function FullPageStatus({
  title,
  children,
  action,
  tone = 'loading',
  offline = false,
}: FullPageStatusProps) {
  return (
    <div
      className="full-page-status"
      role={tone === 'error' ? 'alert' : 'status'}
      data-offline={offline || undefined}
    >
      {tone === 'loading' && <span className="spinner" aria-hidden="true" />}
      {title && <h1 className="full-page-status__title">{title}</h1>}
      <p className="full-page-status__text">{children}</p>
      {action && <div className="full-page-status__action">{action}</div>}
    </div>
  )
}
