import { useId } from 'react'

export type SwitchFieldProps = {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** An on/off switch with its label (a checkbox announced as a switch). */
export function SwitchField({ label, hint, checked, onChange }: SwitchFieldProps) {
  const id = useId()
  const hintId = useId()
  return (
    <div className="field field--switch">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
