import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useId } from 'react'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { MessageDialog } from '../../../shared/ui/message-dialog.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/spinner.css'
import '../../../shared/ui/details.css'
import '../../../shared/ui/message-dialog.css'
import '../catalog.ts'

export type ConfirmWithdrawalDialogProps = {
  /** Balance less the fee. */
  available: number
  destination: Address
  onConfirm: () => void
  onCancel: () => void
}

/** PRODUCT.md §2: 'Confirm Token Withdrawal': token type, available amount, destination, warnings. */
export function ConfirmWithdrawalDialog({
  available,
  destination,
  onConfirm,
  onCancel,
}: ConfirmWithdrawalDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const fee = ECONOMY.withdrawalFee
  return (
    <Dialog onClose={onCancel} labelledBy={titleId} className="withdrawal-dialog">
      <h2 id={titleId} className="dialog__title">
        <Trans>Confirm Token Withdrawal</Trans>
      </h2>
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
          <dd data-testid="withdrawal-available">{formatCount(available)} Whoom</dd>
        </div>
        <div className="details__row">
          <dt>
            <Trans>Destination wallet address</Trans>
          </dt>
          <dd className="details__mono">{destination}</dd>
        </div>
      </dl>
      <ul className="withdrawal-dialog__warnings" aria-label={t`Warnings`}>
        <li>
          <Trans>
            Your whole balance is withdrawn: a fee of {fee} Whoom is kept and the rest is sent to
            your wallet.
          </Trans>
        </li>
        <li>
          <Trans>The tokens are minted on-chain to the address above; this cannot be undone.</Trans>
        </li>
        <li>
          <Trans>They may take a few moments to appear in your wallet.</Trans>
        </li>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onConfirm}>
          <Trans>Confirm Withdrawal</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  )
}

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
