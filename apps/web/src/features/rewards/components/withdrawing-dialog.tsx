import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import '../../../shared/ui/spinner.css'
import '../../../shared/ui/message-dialog.css'
import '../catalog.ts'

/** PRODUCT.md §4: the withdrawal runs; nothing to close meanwhile. */
export function WithdrawingDialog() {
  const titleId = useId()
  return (
    <Dialog onClose={() => {}} labelledBy={titleId} className="message-dialog">
      <span className="spinner withdrawal-dialog__spinner" aria-hidden="true" />
      <h2 id={titleId} className="dialog__title" role="status">
        <Trans>Withdrawing your Whoom…</Trans>
      </h2>
      <p className="dialog__text">
        <Trans>Please wait while the transaction is sent.</Trans>
      </p>
    </Dialog>
  )
}
