import type { ReactNode } from 'react'
import { truncateText } from '../lib/social-links.ts'

/** A linked account: its icon and its handle (cut at 15 characters), opening it in a new tab. */
export function ExternalLink({
  href,
  label,
  handle,
  children,
}: {
  href: string
  label: string
  handle: string
  children: ReactNode
}) {
  return (
    <a
      className="social-icon"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      {children}
      <span className="social-icon__text" aria-hidden="true">
        @{truncateText(handle.replace(/^@/, ''))}
      </span>
    </a>
  )
}
