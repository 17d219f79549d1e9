import { useLingui } from '@lingui/react/macro'
import { SVN_MAX } from '@memap/shared/limits'
import { SVN_MIN } from '@memap/shared/rules'
import { LabelledField } from '../../../shared/ui/labelled-field.tsx'
import '../catalog.ts'
import { snvFieldValue } from '../lib/snv.ts'

export type SnvFieldProps = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
}

/** The social network value: digits only (PRODUCT.md §5). */
export function SnvField({ value, onChange, onBlur }: SnvFieldProps) {
  const { t } = useLingui()
  const max = SVN_MAX.toLocaleString('en-US')
  return (
    <LabelledField
      label="SNV"
      hint={t`Social Network Value: the Whoom a friend request to you costs, from ${SVN_MIN} to ${max}.`}
    >
      {(ids) => (
        <input
          {...ids}
          className="field__input field__input--short"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(snvFieldValue(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </LabelledField>
  )
}
