import { useLingui } from '@lingui/react/macro'
import { NAME_MAX, NAME_MIN } from '@memap/shared/rules'
import '../catalog.ts'
import { cleanedName, nameFieldValue } from '../lib/name-check.ts'
import { LabelledField } from './labelled-field.tsx'
import './field.css'

export type NameFieldProps = {
  value: string
  /** Called with what the field keeps: characters a name may not hold are ignored. */
  onChange: (value: string) => void
  /**
   * PRODUCT.md §5: the name is checked when the field is left. The field then shows the name as it
   * will be stored (spaces trimmed and single), and hands that to the check.
   */
  onBlur: (cleaned: string) => void
  /** Shown under the field while the name is being checked. */
  checking?: boolean
}

/** The name input of the sign-up and edit forms. */
export function NameField({ value, onChange, onBlur, checking = false }: NameFieldProps) {
  const { t } = useLingui()
  return (
    <LabelledField
      label={t`Name`}
      hint={
        checking
          ? t`Checking the name…`
          : t`${NAME_MIN} to ${NAME_MAX} letters, digits, spaces, _ or -`
      }
      liveHint
    >
      {(ids) => (
        <input
          {...ids}
          className="field__input"
          value={value}
          autoComplete="nickname"
          onChange={(event) => onChange(nameFieldValue(event.target.value))}
          onBlur={() => {
            const cleaned = cleanedName(value)
            if (cleaned !== value) onChange(cleaned)
            onBlur(cleaned)
          }}
        />
      )}
    </LabelledField>
  )
}
