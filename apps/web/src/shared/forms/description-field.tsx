import { useLingui } from '@lingui/react/macro'
import { DESCRIPTION_MAX } from '@memap/shared/rules'
import './catalog.ts'
import { countCharacters } from '../lib/cut-text.ts'
import { useCutText } from '../lib/use-cut-text.ts'
import { LabelledField } from '../ui/labelled-field.tsx'
import '../ui/field.css'

export type DescriptionFieldProps = {
  value: string
  onChange: (value: string) => void
}

/**
 * The description box, cut at 200 characters with a live n/200 counter (PRODUCT.md §5). A cut is
 * said under the box as it happens: nothing typed or pasted goes missing unsaid.
 */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const { t } = useLingui()
  const { cut, keep } = useCutText(DESCRIPTION_MAX)
  const count = `${countCharacters(value)}/${DESCRIPTION_MAX}`
  return (
    <LabelledField
      label={t`Description`}
      hint={
        cut ? (
          <span className="field__refusal">
            {t`${count}: the description holds at most ${DESCRIPTION_MAX} characters, and the rest was left out.`}
          </span>
        ) : (
          count
        )
      }
      hintAtEnd={!cut}
      liveHint={cut}
    >
      {(ids) => (
        <textarea
          {...ids}
          className="field__input field__input--area"
          rows={4}
          value={value}
          placeholder={t`A few words about you`}
          onChange={(event) => onChange(keep(event.target.value))}
        />
      )}
    </LabelledField>
  )
}
