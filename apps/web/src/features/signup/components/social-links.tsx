import { Trans } from '@lingui/react/macro'
import { SVN_MIN } from '@memap/shared/rules'
import { useId, useState } from 'react'
import { ComingSoonDialog } from '../../../shared/ui/coming-soon-dialog.tsx'
import './social-links.css'
import '../catalog.ts'

/**
 * 'My Social Network Value : 3' and the X and Telegram links (X as every other screen names it), which show Coming Soon
 * here (PRODUCT.md §2, /memapstart).
 */
export function SocialLinks() {
  const titleId = useId()
  const [comingSoon, setComingSoon] = useState(false)
  return (
    <section className="form-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-section__title">
        <Trans>My Social Network Value : {SVN_MIN}</Trans>
      </h2>
      <div className="social-buttons">
        <button type="button" className="social-button" onClick={() => setComingSoon(true)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
          </svg>
          <Trans>X</Trans>
        </button>
        <button type="button" className="social-button" onClick={() => setComingSoon(true)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M21.4 4.3 18.3 19c-.2 1-.8 1.3-1.7.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L6.5 12.9 2 11.5c-1-.3-1-1 .2-1.5L20 3.2c.8-.3 1.6.2 1.4 1.1z" />
          </svg>
          <Trans>Telegram</Trans>
        </button>
      </div>
      {comingSoon && <ComingSoonDialog onClose={() => setComingSoon(false)} />}
    </section>
  )
}
