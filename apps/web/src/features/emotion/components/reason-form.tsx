import { Trans } from '@lingui/react/macro'
import { EMOTION_REASON_MAX, EMOTION_REASON_MIN } from '@memap/shared/rules'
import { useEffect, useId, useRef } from 'react'
import { countCharacters } from '../../../shared/lib/cut-text.ts'
import '../catalog.ts'

const min = EMOTION_REASON_MIN
const max = EMOTION_REASON_MAX

export type ReasonFormProps = {
  titleId: string
  /** The emotion chosen, in the member's language. */
  chosenName: string
  reason: string
  sending: boolean
  onType: (typed: string) => void
  onSubmit: () => void
  onCancel: () => void
}

/** Why the member feels the emotion chosen: the box with its rule and count, Submit and Cancel. */
export function ReasonForm({
  titleId,
  chosenName,
  reason,
  sending,
  onType,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const reasonId = useId()
  const ruleId = useId()
  const counterId = useId()
  const reasonBox = useRef<HTMLTextAreaElement>(null)
  // The chip that was pressed is gone: the focus goes on to the reason.
  useEffect(() => {
    reasonBox.current?.focus()
  }, [])
  return (
    <form
      className="select-emotion__form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h1 id={titleId} className="screen__title">
        <label htmlFor={reasonId}>
          <Trans>Why are you feeling {chosenName}?</Trans>
        </label>
      </h1>
      {/* What the box asks, said before it is filled: the reason is not optional. */}
      <p id={ruleId} className="field__hint">
        <Trans>
          {min} to {max} characters
        </Trans>
      </p>
      <textarea
        ref={reasonBox}
        id={reasonId}
        className="field__input field__input--area"
        rows={6}
        value={reason}
        aria-describedby={`${ruleId} ${counterId}`}
        onChange={(event) => onType(event.target.value)}
      />
      <p id={counterId} className="field__hint field__hint--end">
        {countCharacters(reason)}/{EMOTION_REASON_MAX}
      </p>
      <div className="select-emotion__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          <Trans>Submit</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={onCancel}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
