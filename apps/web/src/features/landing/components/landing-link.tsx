import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import '../catalog.ts'
import type { LandingLink as LandingLinkValue } from '../landing-links.ts'

/** A landing link: a page of the app, an outbound address, or plain text marked unavailable. */
export function LandingLink({ link, className }: { link: LandingLinkValue; className?: string }) {
  const { i18n, t } = useLingui()
  const label = i18n._(link.label)
  if ('to' in link) {
    return (
      <Link className={className} to={link.to}>
        {label}
      </Link>
    )
  }
  if ('disabled' in link) {
    return (
      <span className={className} data-disabled="" title={t`Not available yet`}>
        {label}
        <span className="visually-hidden">
          {' '}
          <Trans>(not available yet)</Trans>
        </span>
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
      {label}
    </a>
  )
}
