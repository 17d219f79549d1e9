import { Trans } from '@lingui/react/macro'
import type { WithdrawalDetails } from '@memap/shared/points'
import { shortAddress } from '../../../shared/lib/format-address.ts'
import { formatCount } from '../../../shared/lib/format-number.ts'
import '../catalog.ts'

/**
 * Under a withdrawal in the history: what reached (or will reach) the wallet and the fee, and
 * 'Pending' until its mint is final on chain, then 'Paid' with the paying transaction. A live
 * region: the history is read again when the payment is told (app/live-updates.ts).
 */
export function WithdrawalProgress({ details }: { details: WithdrawalDetails }) {
  const received = formatCount(details.Received)
  const fee = formatCount(details.Fee)
  const paid = details.Status === 'paid'
  return (
    <div className="reward-entry__withdrawal">
      <span>
        <Trans>
          {received} to your wallet · fee {fee}
        </Trans>
      </span>
      <span role="status" className="reward-entry__status" data-status={details.Status}>
        {paid ? <Trans>Paid</Trans> : <Trans>Pending</Trans>}
        {paid && details.TxHash !== '' && (
          <>
            {' '}
            <span className="reward-entry__hash" title={details.TxHash}>
              {shortAddress(details.TxHash)}
            </span>
          </>
        )}
      </span>
    </div>
  )
}
