import { Trans, useLingui } from '@lingui/react/macro'
import { REPORT_DETAILS_MAX } from '@memap/shared/report-reasons'
import { useId } from 'react'
import './catalog.ts'
import { countCharacters } from '../lib/cut-text.ts'
import { useCutText } from '../lib/use-cut-text.ts'
import '../ui/field.css'
import './report-dialog.css'

/**
 * 'More about it (optional)': the report's details with their n/max counter; a cut is said under
 * the box as it happens.
 */
export function ReportDetailsField({
  value,
  onChange,
}: {
  value: string
  onChange: (details: string) => void
}) {
  const { t } = useLingui()
  const detailsId = useId()
  const detailsHintId = useId()
  const detailsCut = useCutText(REPORT_DETAILS_MAX)
  const count = `${countCharacters(value)}/${REPORT_DETAILS_MAX}`
  return (
    <>
      <label htmlFor={detailsId} className="report-dialog__legend">
        <Trans>More about it (optional)</Trans>
      </label>
      <textarea
        id={detailsId}
        className="field__input field__input--area"
        rows={3}
        value={value}
        aria-describedby={detailsHintId}
        onChange={(event) => onChange(detailsCut.keep(event.target.value))}
      />
      <p id={detailsHintId} className="field__hint" aria-live="polite">
        {detailsCut.cut ? (
          <span className="field__refusal">
            {t`${count}: the details hold at most ${REPORT_DETAILS_MAX} characters, and the rest was left out.`}
          </span>
        ) : (
          count
        )}
      </p>
    </>
  )
}
