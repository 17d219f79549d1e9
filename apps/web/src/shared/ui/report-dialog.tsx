import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { REPORT_DETAILS_MAX, type ReportReason } from '@memap/shared/report-reasons'
import { type FormEvent, useId, useState } from 'react'
import { type ReportInput, useReport } from '../api/report.ts'
import '../catalog.ts'
import { countCharacters } from '../lib/cut-text.ts'
import { useCutText } from '../lib/use-cut-text.ts'
import { Dialog } from './dialog.tsx'
import { ErrorDialog } from './error-dialog.tsx'
import { SuccessDialog } from './success-dialog.tsx'
import './button.css'
import './field.css'
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

export type ReportDialogProps = {
  /** 'Report Ann' or 'Report this photo'. */
  title: string
  reporter: Address
  target: Pick<ReportInput, 'target' | 'albumId'>
  onClose: () => void
}

/** Why a profile or a photo is reported, in a few words; then thanks, or the server's refusal. */
export function ReportDialog({ title, reporter, target, onClose }: ReportDialogProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const detailsId = useId()
  const report = useReport(reporter)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const detailsCut = useCutText(REPORT_DETAILS_MAX)
  const detailsHintId = useId()
  const count = `${countCharacters(details)}/${REPORT_DETAILS_MAX}`

  if (report.isSuccess) {
    return (
      <SuccessDialog title={t`Report sent`} onClose={onClose}>
        <Trans>Thank you. A moderator will look at it.</Trans>
      </SuccessDialog>
    )
  }
  if (report.isError) return <ErrorDialog error={report.error} onClose={onClose} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason) report.mutate({ ...target, reason, details })
  }
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="report-dialog">
      <form onSubmit={submit}>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
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
                onChange={() => setReason(value)}
              />
              {i18n._(label)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={detailsId} className="report-dialog__legend">
          <Trans>More about it (optional)</Trans>
        </label>
        <textarea
          id={detailsId}
          className="field__input field__input--area"
          rows={3}
          value={details}
          aria-describedby={detailsHintId}
          onChange={(event) => setDetails(detailsCut.keep(event.target.value))}
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
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={reason === null || report.isPending}
            aria-busy={report.isPending}
          >
            <Trans>Send report</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}
