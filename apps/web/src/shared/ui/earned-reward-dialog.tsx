import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/** PRODUCT.md §8, the earned-reward dialog: shown after an action that pays Whoom (default 15). */
export function EarnedRewardDialog({
  amount = 15,
  onClose,
}: {
  amount?: number
  onClose: () => void
}) {
  const { t } = useLingui()
  const earned = amount.toLocaleString()
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
      {t`You earned ${earned} Whoom.`}
    </MessageDialog>
  )
}
