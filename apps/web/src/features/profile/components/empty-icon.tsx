import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import '../catalog.ts'

/** An empty social icon: a button for the owner, a plain mark for everybody else. */
export function EmptyIcon({
  own,
  label,
  onConnect,
  children,
}: {
  own: boolean
  label: string
  /** The owner's tap (a visitor's icon has none). */
  onConnect?: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  if (!own) {
    return (
      <span
        className="social-icon social-icon--empty"
        role="img"
        aria-label={t`${label}: not linked`}
      >
        {children}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="social-icon social-icon--empty social-icon--connect"
      aria-label={t`Connect ${label}`}
      title={t`Connect ${label}`}
      onClick={onConnect}
    >
      {children}
    </button>
  )
}
