import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { ReportReason } from '@memap/shared/report-reasons'
import { type FormEvent, useId, useState } from 'react'
import { type ReportInput, useReport } from '../api/report.ts'
import './catalog.ts'
import { Dialog } from '../ui/dialog.tsx'
import { ErrorDialog } from '../ui/error-dialog.tsx'
import { SuccessDialog } from '../ui/success-dialog.tsx'
import { ReportDetailsField } from './report-details-field.tsx'
import { ReportReasonChoice } from './report-reason-choice.tsx'
import '../ui/button.css'
import '../ui/field.css'
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
  const { t } = useLingui()
  const titleId = useId()
  const report = useReport(reporter)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')

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
        <ReportReasonChoice reason={reason} onChange={setReason} />
        <ReportDetailsField value={details} onChange={setDetails} />
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
