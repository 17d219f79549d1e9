import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useId } from 'react'
import { LabelledField } from '../../../shared/ui/labelled-field.tsx'
import '../../../shared/ui/button.css'
import '../catalog.ts'

export type WithdrawalAmountFieldProps = {
  /** The available amount, as shown. */
  max: string
  text: string
  onChange: (text: string) => void
  /** 'All': the available amount back in the field. */
  onAll: () => void
  /** Why the amount typed cannot be withdrawn, if it cannot. */
  refusal: string | null
  field: RefObject<HTMLInputElement | null>
}

/** 'Amount to withdraw', in whole Whoom, with 'All' and the refusal beside it. */
export function WithdrawalAmountField({
  max,
  text,
  onChange,
  onAll,
  refusal,
  field,
}: WithdrawalAmountFieldProps) {
  const { t } = useLingui()
  const refusalId = useId()
  return (
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
              onChange={(event) => onChange(event.target.value)}
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
              onClick={onAll}
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
  )
}
