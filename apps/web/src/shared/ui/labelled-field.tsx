import { type ReactNode, useId } from 'react'
import './field.css'

/** What ties a field's control to its label and its hint. */
export type FieldControlIds = { id: string; 'aria-describedby': string | undefined }

export type LabelledFieldProps = {
  label: string
  /** The line under the control that describes it; without one the control is undescribed. */
  hint?: ReactNode
  /** The hint is a counter, set at the end of the line. */
  hintAtEnd?: boolean
  /** The hint changes as the member types or leaves the field, and is read out when it does. */
  liveHint?: boolean
  /** A modifier of the field's layout (`field--switch`). */
  className?: string
  /** The control itself, given the ids it spreads onto its element. */
  children: (ids: FieldControlIds) => ReactNode
}

/** A form field: its label, its control and the hint under it, tied together by ids. */
export function LabelledField({
  label,
  hint,
  hintAtEnd = false,
  liveHint = false,
  className,
  children,
}: LabelledFieldProps) {
  const id = useId()
  const hintId = useId()
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <p
          id={hintId}
          className={hintAtEnd ? 'field__hint field__hint--end' : 'field__hint'}
          aria-live={liveHint ? 'polite' : undefined}
        >
          {hint}
        </p>
      )}
    </div>
  )
}
