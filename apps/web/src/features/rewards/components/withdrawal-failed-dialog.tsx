import { Trans, useLingui } from '@lingui/react/macro'
import { MessageDialog } from '../../../shared/ui/message-dialog.tsx'
import '../../../shared/ui/button.css'
import '../catalog.ts'

/** PRODUCT.md §8: withdrawal errors have their own failure dialog. */
export function WithdrawalFailedDialog({
  detail,
  onClose,
}: {
  /** The server's reason, when it gave one. */
  detail?: string | undefined
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="error"
      title={t`Withdrawal Failed`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      <Trans>Your Whoom could not be withdrawn. Please check and try again.</Trans>
      {detail ? ` (${detail})` : ''}
    </MessageDialog>
  )
}
