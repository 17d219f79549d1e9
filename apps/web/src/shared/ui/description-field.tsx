import { useLingui } from '@lingui/react/macro'
import { DESCRIPTION_MAX } from '@memap/shared/rules'
import '../catalog.ts'
import { countCharacters, cutText } from '../lib/cut-text.ts'
import { LabelledField } from './labelled-field.tsx'
import './field.css'

export type DescriptionFieldProps = {
  value: string
  onChange: (value: string) => void
}

/** The description box, cut at 200 characters with a live n/200 counter (PRODUCT.md §5). */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const { t } = useLingui()
  return (
    <LabelledField
      label={t`Description`}
      hint={`${countCharacters(value)}/${DESCRIPTION_MAX}`}
      hintAtEnd
    >
      {(ids) => (
        <textarea
          {...ids}
          className="field__input field__input--area"
          rows={4}
          value={value}
          placeholder={t`A few words about you`}
          onChange={(event) => onChange(cutText(event.target.value, DESCRIPTION_MAX))}
        />
      )}
    </LabelledField>
  )
}
