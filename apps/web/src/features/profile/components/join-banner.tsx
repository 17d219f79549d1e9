import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import '../../../shared/ui/button.css'
import '../catalog.ts'

/** PRODUCT.md §2: visitors who are not logged in are invited to join; the button says to what. */
export function JoinBanner() {
  const { t } = useLingui()
  return (
    <aside className="join-banner" aria-label={t`Join MeMap`}>
      <p className="join-banner__text">
        <Trans>
          <strong>Not a member yet?</strong> Create your own MeMap.
        </Trans>
      </p>
      <Link className="button button--primary" to={paths.home}>
        <Trans>Create your MeMap</Trans>
      </Link>
    </aside>
  )
}
