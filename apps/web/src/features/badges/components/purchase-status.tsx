import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import '../catalog.ts'

/** The line that tells of a signed purchase: on its way, or just bought; there, empty, before. */
export function PurchaseStatus({
  onItsWay,
  bought,
}: {
  /** The badge pending, in the viewer's language. */
  onItsWay: string | undefined
  /** The badge whose purchase confirmed while the screen watched. */
  bought: string | null
}) {
  return (
    <p className="badges__status" role="status">
      {onItsWay !== undefined ? (
        <Trans>
          {onItsWay} is on its way: it is yours once the blockchain confirms it. No gas fee for you.
        </Trans>
      ) : bought !== null ? (
        <>
          <Trans>{bought} is yours now.</Trans>{' '}
          <Link className="text-link" to={paths.myAssets}>
            <Trans>Wear it on your MeMap</Trans>
          </Link>
        </>
      ) : null}
    </p>
  )
}
