import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../catalog.ts'

/** `/album?user=…` with something that is not a wallet address. */
export function NoAlbum() {
  return (
    <section className="screen screen--center">
      <h1 className="screen__title">
        <Trans>No album here</Trans>
      </h1>
      <p className="screen__lead">
        <Trans>This is not a wallet address.</Trans>
      </p>
      <Link className="button button--ghost" to={paths.home}>
        <Trans>Back to the start</Trans>
      </Link>
    </section>
  )
}
