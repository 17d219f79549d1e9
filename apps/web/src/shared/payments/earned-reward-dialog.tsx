import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { MessageDialog } from '../ui/message-dialog.tsx'
import '../ui/button.css'

/**
 * PRODUCT.md §8, the earned-reward dialog: shown after an action that pays Whoom (default 15).
 * When the server paid nothing (a reward the wallet had before it left and joined again), it says
 * the action is done and `unpaid`, why no Whoom came.
 */
export function EarnedRewardDialog({
  amount = 15,
  unpaid,
  earnedFor,
  onClose,
}: {
  amount?: number
  unpaid?: string
  /** What the amount is made of, when it is more than one reward (a bonus with it). */
  earnedFor?: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const earned = amount.toLocaleString()
  if (amount === 0) {
    return (
      <MessageDialog
        tone="success"
        title={t`Done`}
        onClose={onClose}
        actions={
          <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
            <Trans>Got it</Trans>
          </button>
        }
      >
        {unpaid ?? t`No Whoom this time: this wallet was paid for it before.`}
      </MessageDialog>
    )
  }
  return (
    <MessageDialog
      tone="success"
      title={t`Congratulations!`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {earnedFor ?? t`You earned ${earned} Whoom.`}
    </MessageDialog>
  )
}
