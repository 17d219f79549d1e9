import { SVN_MAX } from '@memap/shared/limits'
import { SVN_MIN } from '@memap/shared/rules'
import { useId } from 'react'
import { snvFieldValue } from '../lib/snv.ts'

export type SnvFieldProps = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
}

/** The social network value: digits only (spec §5). */
export function SnvField({ value, onChange, onBlur }: SnvFieldProps) {
  const id = useId()
  const hintId = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        SNV
      </label>
      <input
        id={id}
        className="field__input field__input--short"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(snvFieldValue(event.target.value))}
        onBlur={onBlur}
      />
      <p id={hintId} className="field__hint">
        {`Social Network Value: the Whoom a friend request to you costs, from ${SVN_MIN} to ${SVN_MAX.toLocaleString('en-US')}.`}
      </p>
    </div>
  )
}
