import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import '../../../shared/ui/details.css'
import '../catalog.ts'

/** What the withdrawal is of and where it goes: the token, the amount available, the wallet. */
export function WithdrawalFacts({ max, destination }: { max: string; destination: Address }) {
  return (
    <dl className="details withdrawal-dialog__details">
      <div className="details__row">
        <dt>
          <Trans>Token type</Trans>
        </dt>
        <dd>Whoom</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Available amount</Trans>
        </dt>
        <dd data-testid="withdrawal-available">{max} Whoom</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Destination wallet address</Trans>
        </dt>
        <dd className="details__mono">{destination}</dd>
      </div>
    </dl>
  )
}
