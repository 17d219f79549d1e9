import type { LandingLink } from '../landing-links.ts'

/** An outbound link, or plain text marked unavailable when it has no address or is switched off. */
export function ExternalLink({ link, className }: { link: LandingLink; className?: string }) {
  if (link.href === null || link.disabled) {
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
