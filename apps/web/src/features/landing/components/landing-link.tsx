import { Link } from 'react-router'
import type { LandingLink as LandingLinkValue } from '../landing-links.ts'

/** A landing link: a page of the app, an outbound address, or plain text marked unavailable. */
export function LandingLink({ link, className }: { link: LandingLinkValue; className?: string }) {
  if ('to' in link) {
    return (
      <Link className={className} to={link.to}>
        {link.label}
      </Link>
    )
  }
  if ('disabled' in link) {
    return (
      <span className={className} data-disabled="" title="Not available yet">
        {link.label}
        <span className="visually-hidden"> (not available yet)</span>
      </span>
    )
  }
  const isMail = link.href.startsWith('mailto:')
  return (
    <a
      className={className}
      href={link.href}
      {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {link.label}
    </a>
  )
}
