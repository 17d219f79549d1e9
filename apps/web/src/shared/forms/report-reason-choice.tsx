import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReportReason } from '@memap/shared/report-reasons'
import './catalog.ts'
import './report-dialog.css'

/** The shared REPORT_REASONS, in their order and words, to translate. */
export const REPORT_REASON_LABELS: [ReportReason, MessageDescriptor][] = [
  ['spam', msg`Spam or scam`],
  ['harassment', msg`Harassment or bullying`],
  ['hate', msg`Hate speech`],
  ['sexual', msg`Sexual content`],
  ['violence', msg`Violence or threats`],
  ['illegal', msg`Illegal content`],
  ['other', msg`Something else`],
]

/** 'What is wrong?': one reason of the report, picked among radio buttons. */
export function ReportReasonChoice({
  reason,
  onChange,
}: {
  reason: ReportReason | null
  onChange: (reason: ReportReason) => void
}) {
  const { i18n } = useLingui()
  return (
    <fieldset className="report-dialog__reasons">
      <legend className="report-dialog__legend">
        <Trans>What is wrong?</Trans>
      </legend>
      {REPORT_REASON_LABELS.map(([value, label]) => (
        <label key={value} className="report-dialog__reason">
          <input
            type="radio"
            name="reason"
            value={value}
            checked={reason === value}
            onChange={() => onChange(value)}
          />
          {i18n._(label)}
        </label>
      ))}
    </fieldset>
  )
}
