import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type FormEvent, useId, useRef, useState } from 'react'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import '../../../shared/ui/button.css'
import '../catalog.ts'
import { amountRefusal } from '../lib/amount-refusal.ts'
import { readWithdrawalAmount } from '../lib/withdrawal.ts'
import { WithdrawalAmountField } from './withdrawal-amount-field.tsx'
import { WithdrawalFacts } from './withdrawal-facts.tsx'
import { WithdrawalSummary } from './withdrawal-summary.tsx'

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
        <WithdrawalFacts max={max} destination={destination} />
        <WithdrawalAmountField
          max={max}
          text={text}
          onChange={setText}
          onAll={() => setText(String(available))}
          refusal={refusal}
          field={field}
        />
        <WithdrawalSummary amounts={amounts} />
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
