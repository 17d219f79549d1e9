import { DESCRIPTION_MAX } from '@memap/shared/rules'
import { useId } from 'react'
import { countCharacters, cutText } from '../lib/cut-text.ts'

export type DescriptionFieldProps = {
  value: string
  onChange: (value: string) => void
}

/** The description box, cut at 200 characters with a live n/200 counter (spec §5). */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const id = useId()
  const counterId = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Description
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={4}
        value={value}
        placeholder="A few words about you"
        aria-describedby={counterId}
        onChange={(event) => onChange(cutText(event.target.value, DESCRIPTION_MAX))}
      />
      <p id={counterId} className="field__hint field__hint--end">
        {countCharacters(value)}/{DESCRIPTION_MAX}
      </p>
    </div>
  )
}
