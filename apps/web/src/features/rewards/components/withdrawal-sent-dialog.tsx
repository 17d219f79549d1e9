import { Trans } from '@lingui/react/macro'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { SuccessDialog } from '../../../shared/ui/success-dialog.tsx'
import '../catalog.ts'
import type { WithdrawalSent } from '../lib/withdrawal.ts'

/** 'Successfully Completed!' (PRODUCT.md §2), with what reaches the wallet and the fee. */
export function WithdrawalSentDialog({
  sent,
  onClose,
}: {
  sent: WithdrawalSent
  onClose: () => void
}) {
  const received = formatCount(sent.received)
  const fee = formatCount(sent.fee)
  return (
    <SuccessDialog onClose={onClose}>
      {sent.queued ? (
        <Trans>
          Your withdrawal is queued: your wallet will receive {received} Whoom shortly. The fee was{' '}
          {fee} Whoom.
        </Trans>
      ) : (
        <Trans>
          Your wallet is receiving {received} Whoom. The fee was {fee} Whoom.
        </Trans>
      )}
    </SuccessDialog>
  )
}
