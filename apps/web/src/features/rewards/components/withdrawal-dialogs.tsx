import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { type FormEvent, useId, useRef, useState } from 'react'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { LabelledField } from '../../../shared/ui/labelled-field.tsx'
import { MessageDialog } from '../../../shared/ui/message-dialog.tsx'
import { SuccessDialog } from '../../../shared/ui/success-dialog.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/spinner.css'
import '../../../shared/ui/details.css'
import '../../../shared/ui/message-dialog.css'
import '../catalog.ts'
import {
  type AmountProblem,
  readWithdrawalAmount,
  type WithdrawalAmounts,
} from '../lib/withdrawal.ts'

export type ConfirmWithdrawalDialogProps = {
  /** Balance less the fee. */
  available: number
  destination: Address
  /** With the Whoom to send to the wallet, once the amount typed is possible. */
  onConfirm: (received: number) => void
  onCancel: () => void
}

/**
 * PRODUCT.md §2: 'Confirm Token Withdrawal': token type, available amount, destination, the amount
 * to withdraw (the available amount unless changed; 'All' puts it back) with what reaches the
 * wallet and the fee, and warnings. An amount that is not possible is refused beside the field, and
 * nothing is sent.
 */
export function ConfirmWithdrawalDialog({
  available,
  destination,
  onConfirm,
  onCancel,
}: ConfirmWithdrawalDialogProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const refusalId = useId()
  const field = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(String(available))
  const amounts = readWithdrawalAmount(text, available)
  const refusal = 'problem' in amounts ? i18n._(amountRefusal(amounts.problem, available)) : null
  const max = formatCount(available)

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if ('problem' in amounts) field.current?.focus()
    else onConfirm(amounts.received)
  }

  return (
    <Dialog onClose={onCancel} labelledBy={titleId} className="withdrawal-dialog">
      <form className="withdrawal-dialog__form" onSubmit={confirm} noValidate>
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
            <dd data-testid="withdrawal-available">{max} Whoom</dd>
          </div>
          <div className="details__row">
            <dt>
              <Trans>Destination wallet address</Trans>
            </dt>
            <dd className="details__mono">{destination}</dd>
          </div>
        </dl>
        <LabelledField label={t`Amount to withdraw`} hint={t`Whole Whoom, from 1 to ${max}.`}>
          {(ids) => (
            <>
              <div className="withdrawal-dialog__amount">
                <input
                  {...ids}
                  ref={field}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={refusal !== null}
                  aria-describedby={
                    refusal ? `${ids['aria-describedby']} ${refusalId}` : ids['aria-describedby']
                  }
                />
                <span className="withdrawal-dialog__unit" aria-hidden="true">
                  Whoom
                </span>
                <button
                  type="button"
                  className="button button--ghost withdrawal-dialog__all"
                  onClick={() => setText(String(available))}
                >
                  <Trans>All</Trans>
                </button>
              </div>
              {/* Beside the field, and there from the start: a refusal is read out as it appears. */}
              <div role="status">
                {refusal && (
                  <p id={refusalId} className="dialog__error">
                    {refusal}
                  </p>
                )}
              </div>
            </>
          )}
        </LabelledField>
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
        <ul className="withdrawal-dialog__warnings" aria-label={t`Warnings`}>
          <li>
            <Trans>
              The tokens are minted on-chain to the address above; this cannot be undone.
            </Trans>
          </li>
          <li>
            <Trans>They may take a few moments to appear in your wallet.</Trans>
          </li>
        </ul>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" data-autofocus>
            <Trans>Confirm Withdrawal</Trans>
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** Why the amount typed cannot be withdrawn, in words (PRODUCT.md §12's rule, before sending). */
function amountRefusal(problem: AmountProblem, available: number): MessageDescriptor {
  const max = formatCount(available)
  const fee = formatCount(ECONOMY.withdrawalFee)
  switch (problem) {
    case 'empty':
      return msg`Enter how many Whoom to withdraw.`
    case 'not-whole':
      return msg`Enter whole Whoom, in digits only.`
    case 'too-small':
      return msg`Withdraw at least 1 Whoom.`
    case 'too-large':
      return msg`You can withdraw at most ${max} Whoom: your balance less the ${fee} Whoom fee.`
  }
}

/** What the success dialog says of a withdrawal: what reaches the wallet, the fee, and whether it is only queued. */
export type WithdrawalSent = WithdrawalAmounts & {
  /** No transaction signed yet (202): queued, and paid all the same. */
  queued: boolean
}

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
