import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import '../catalog.ts'

/** The address names no MeMap: said, with the way back to the start. */
export function NoMemap() {
  return (
    <section className="screen screen--center">
      <h1 className="screen__title">
        <Trans>No MeMap here</Trans>
      </h1>
      <p className="screen__lead">
        <Trans>This wallet has not created a MeMap.</Trans>
      </p>
      <Link className="button button--ghost" to={paths.home}>
        <Trans>Back to the start</Trans>
      </Link>
    </section>
  )
}
