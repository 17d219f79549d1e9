import { NAME_MAX, NAME_MIN } from '@memap/shared/rules'
import { useId } from 'react'
import { cleanedName, nameFieldValue } from '../lib/name-check.ts'

export type NameFieldProps = {
  value: string
  /** Called with what the field keeps: characters a name may not hold are ignored. */
  onChange: (value: string) => void
  /**
   * Spec §5: the name is checked when the field is left. The field then shows the name as it
   * will be stored (spaces trimmed and single), and hands that to the check.
   */
  onBlur: (cleaned: string) => void
  /** Shown under the field while the name is being checked. */
  checking?: boolean
}

/** The name input of the sign-up and edit forms. */
export function NameField({ value, onChange, onBlur, checking = false }: NameFieldProps) {
  const id = useId()
  const hintId = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Name
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        autoComplete="nickname"
        aria-describedby={hintId}
        onChange={(event) => onChange(nameFieldValue(event.target.value))}
        onBlur={() => {
          const cleaned = cleanedName(value)
          if (cleaned !== value) onChange(cleaned)
          onBlur(cleaned)
        }}
      />
      <p id={hintId} className="field__hint" aria-live="polite">
        {checking
          ? 'Checking the name…'
          : `${NAME_MIN} to ${NAME_MAX} letters, digits, spaces, _ or -`}
      </p>
    </div>
  )
}
