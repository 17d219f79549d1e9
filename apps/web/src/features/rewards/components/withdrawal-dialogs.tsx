import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useId } from 'react'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { MessageDialog } from '../../../shared/ui/message-dialog.tsx'

export type ConfirmWithdrawalDialogProps = {
  /** Balance less the fee. */
  available: number
  destination: Address
  onConfirm: () => void
  onCancel: () => void
}

/** Spec §2: 'Confirm Token Withdrawal': token type, available amount, destination, warnings. */
export function ConfirmWithdrawalDialog({
  available,
  destination,
  onConfirm,
  onCancel,
}: ConfirmWithdrawalDialogProps) {
  const titleId = useId()
  return (
    <Dialog onClose={onCancel} labelledBy={titleId} className="withdrawal-dialog">
      <h2 id={titleId} className="dialog__title">
        Confirm Token Withdrawal
      </h2>
      <dl className="details withdrawal-dialog__details">
        <div className="details__row">
          <dt>Token type</dt>
          <dd>Whoom</dd>
        </div>
        <div className="details__row">
          <dt>Available amount</dt>
          <dd data-testid="withdrawal-available">{formatCount(available)} Whoom</dd>
        </div>
        <div className="details__row">
          <dt>Destination wallet address</dt>
          <dd className="details__mono">{destination}</dd>
        </div>
      </dl>
      <ul className="withdrawal-dialog__warnings" aria-label="Warnings">
        <li>
          Your whole balance is withdrawn: a fee of {ECONOMY.withdrawalFee} Whoom is kept and the
          rest is sent to your wallet.
        </li>
        <li>The tokens are minted on-chain to the address above; this cannot be undone.</li>
        <li>They may take a few moments to appear in your wallet.</li>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onConfirm}>
          Confirm Withdrawal
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}

/** Spec §4: the withdrawal runs; nothing to close meanwhile. */
export function WithdrawingDialog() {
  const titleId = useId()
  return (
    <Dialog onClose={() => {}} labelledBy={titleId} className="message-dialog">
      <span className="spinner withdrawal-dialog__spinner" aria-hidden="true" />
      <h2 id={titleId} className="dialog__title" role="status">
        Withdrawing your Whoom…
      </h2>
      <p className="dialog__text">Please wait while the transaction is sent.</p>
    </Dialog>
  )
}

/** Spec §8: withdrawal errors have their own failure dialog. */
export function WithdrawalFailedDialog({
  detail,
  onClose,
}: {
  /** The server's reason, when it gave one. */
  detail?: string | undefined
  onClose: () => void
}) {
  return (
    <MessageDialog
      tone="error"
      title="Withdrawal Failed"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      Your Whoom could not be withdrawn. Please check and try again.
      {detail ? ` (${detail})` : ''}
    </MessageDialog>
  )
}
