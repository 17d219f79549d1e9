import { Trans } from '@lingui/react/macro'
import '../catalog.ts'
import { truncateText } from '../lib/social-links.ts'
import { LinkIcon } from './social-glyphs.tsx'

/** The member's own link, cut at 15 characters, opening in a new tab. */
export function CustomLink({ href }: { href: string }) {
  return (
    <a
      className="social-icon social-icon--custom"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={href}
    >
      <LinkIcon />
      <span className="visually-hidden">
        <Trans>Custom link:</Trans>{' '}
      </span>
      <span className="social-icon__text">{truncateText(href)}</span>
    </a>
  )
}
