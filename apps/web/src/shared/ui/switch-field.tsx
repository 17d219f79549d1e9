import { LabelledField } from './labelled-field.tsx'
import './switch-field.css'

export type SwitchFieldProps = {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** An on/off switch with its label (a checkbox announced as a switch). */
export function SwitchField({ label, hint, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <LabelledField label={label} hint={hint} className="field--switch">
      {(ids) => (
        <input
          {...ids}
          className="switch"
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </LabelledField>
  )
}
