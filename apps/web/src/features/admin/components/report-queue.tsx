import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import '../catalog.ts'
import { useOpenReports, useResolveReport } from '../api/reports.ts'
import { ACTIONS } from '../lib/report-words.ts'
import { type Decision, DecisionConsequence } from './decision-consequence.tsx'
import { ReportItem } from './report-item.tsx'

/** The open reports as `moderator` reads them, each decision confirmed before it is sent. */
export function ReportQueue({ moderator }: { moderator: Address }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const reports = useOpenReports(moderator)
  const resolve = useResolveReport(moderator)
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  if (reports.isPending)
    return (
      <ScreenLoading>
        <Trans>Loading the reports…</Trans>
      </ScreenLoading>
    )
  if (reports.isError) {
    if (reports.error instanceof ApiError && reports.error.status === 403) {
      return (
        <section className="screen screen--center">
          <h1 className="screen__title">
            <Trans>Moderation</Trans>
          </h1>
          <p className="screen__lead">
            <Trans>Only moderators may see this page.</Trans>
          </p>
        </section>
      )
    }
    return <ScreenError onRetry={() => void reports.refetch()} />
  }
  return (
    <section className="screen admin" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        <Trans>Moderation</Trans>
      </h1>
      {reports.data.length === 0 ? (
        <p className="screen__lead">
          <Trans>No open reports.</Trans>
        </p>
      ) : (
        <ul className="admin__queue" aria-label={t`Open reports`}>
          {reports.data.map((report) => (
            <ReportItem
              key={report.ReportId}
              report={report}
              busy={resolve.isPending}
              onDecide={(action) => setDeciding({ report, action })}
            />
          ))}
        </ul>
      )}
      {deciding && (
        <ConfirmDialog
          title={i18n._(ACTIONS[deciding.action].question)}
          confirmLabel={i18n._(ACTIONS[deciding.action].label)}
          busy={resolve.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={() =>
            resolve.mutate(
              { reportId: deciding.report.ReportId, action: deciding.action },
              { onSettled: () => setDeciding(null), onError: setFailure },
            )
          }
        >
          <DecisionConsequence decision={deciding} />
        </ConfirmDialog>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}
