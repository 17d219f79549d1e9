import { useLingui } from '@lingui/react/macro'
import { NAME_MAX, NAME_MIN, refusedNameCharacter } from '@memap/shared/rules'
import './catalog.ts'
import { LabelledField } from '../ui/labelled-field.tsx'
import { cleanedName } from './name-check.ts'
import '../ui/field.css'

export type NameFieldProps = {
  value: string
  /** Called with what is typed, as it is: nothing is taken out behind the member's back. */
  onChange: (value: string) => void
  /**
   * PRODUCT.md §5: the name is checked when the field is left. The field then shows the name as it
   * will be stored (spaces trimmed and single), and hands that to the check.
   */
  onBlur: (cleaned: string) => void
  /** Shown under the field while the name is being checked. */
  checking?: boolean
}

/**
 * The name input of the sign-up and edit forms. A character a name cannot hold stays where it was
 * typed, and the line under the field names it (the original client dropped it: "Zoë" became
 * "Zo", a Cyrillic "А" left "lice").
 */
export function NameField({ value, onChange, onBlur, checking = false }: NameFieldProps) {
  const { t } = useLingui()
  const refused = refusedNameCharacter(value)
  return (
    <LabelledField
      label={t`Name`}
      hint={
        refused !== undefined ? (
          <span className="field__refusal">
            {t`${refused} can't be used: Korean or English letters, digits, space, _ and -`}
          </span>
        ) : checking ? (
          t`Checking the name…`
        ) : (
          t`${NAME_MIN} to ${NAME_MAX} letters, digits, spaces, _ or -`
        )
      }
      liveHint
    >
      {(ids) => (
        <input
          {...ids}
          className="field__input"
          value={value}
          autoComplete="nickname"
          aria-invalid={refused !== undefined}
          onChange={(event) => onChange(event.target.value)}
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
