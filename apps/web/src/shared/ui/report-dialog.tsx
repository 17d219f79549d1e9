import type { Address } from '@memap/shared/address'
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@memap/shared/report-reasons'
import { type FormEvent, useId, useState } from 'react'
import { type ReportInput, useReport } from '../api/report.ts'
import { Dialog } from './dialog.tsx'
import { ErrorDialog } from './error-dialog.tsx'
import { SuccessDialog } from './success-dialog.tsx'
import './report-dialog.css'

export type ReportDialogProps = {
  /** 'Report Ann' or 'Report this photo'. */
  title: string
  reporter: Address
  target: Pick<ReportInput, 'target' | 'albumId'>
  onClose: () => void
}

/** Why a profile or a photo is reported, in a few words; then thanks, or the server's refusal. */
export function ReportDialog({ title, reporter, target, onClose }: ReportDialogProps) {
  const titleId = useId()
  const detailsId = useId()
  const report = useReport(reporter)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')

  if (report.isSuccess) {
    return (
      <SuccessDialog title="Report sent" onClose={onClose}>
        Thank you. A moderator will look at it.
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
          <legend className="report-dialog__legend">What is wrong?</legend>
          {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([value, label]) => (
            <label key={value} className="report-dialog__reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={detailsId} className="report-dialog__legend">
          More about it (optional)
        </label>
        <textarea
          id={detailsId}
          className="report-dialog__details"
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={reason === null || report.isPending}
            aria-busy={report.isPending}
          >
            Send report
          </button>
        </div>
      </form>
    </Dialog>
  )
}
