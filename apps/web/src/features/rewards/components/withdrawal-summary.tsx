import { Trans, useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { formatCount } from '../../../shared/lib/format-number.ts'
import '../../../shared/ui/details.css'
import '../catalog.ts'
import type { AmountProblem, WithdrawalAmounts } from '../lib/withdrawal.ts'

/** 'Your withdrawal': what reaches the wallet, the fee, and what leaves the points; '—' until possible. */
export function WithdrawalSummary({
  amounts,
}: {
  amounts: WithdrawalAmounts | { problem: AmountProblem }
}) {
  const { t } = useLingui()
  return (
    <dl className="details withdrawal-dialog__details" aria-label={t`Your withdrawal`}>
      <div className="details__row">
        <dt>
          <Trans>To your wallet</Trans>
        </dt>
        <dd data-testid="withdrawal-received">
          {'received' in amounts ? `${formatCount(amounts.received)} Whoom` : '—'}
        </dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd>{formatCount(ECONOMY.withdrawalFee)} Whoom</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>From your points</Trans>
        </dt>
        <dd data-testid="withdrawal-debit">
          {'received' in amounts ? `${formatCount(amounts.received + amounts.fee)} Whoom` : '—'}
        </dd>
      </div>
    </dl>
  )
}
