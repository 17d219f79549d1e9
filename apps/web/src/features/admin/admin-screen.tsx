import type { Address } from '@memap/shared/address'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import { REPORT_REASONS, type ReportReason } from '@memap/shared/report-reasons'
import { useId, useState } from 'react'
import { Link, Navigate } from 'react-router'
import { ApiError } from '../../shared/lib/api-client.ts'
import { formatSeoulDateTime } from '../../shared/lib/format-date.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { useOpenReports, useResolveReport } from './api/reports.ts'
import './admin.css'

/** `/admin`: the moderators' queue of open reports (ADMIN_WALLETS; others are told no). */
export function AdminScreen() {
  useDocumentTitle('Moderation')
  const address = useSession((state) => state.address)
  if (!address) return <Navigate to={paths.home} replace />
  return <Queue moderator={address} />
}

type Decision = { report: OpenReport; action: ModerationAction }

const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide_photo: 'Hide photo',
  suspend: 'Suspend member',
}

function Queue({ moderator }: { moderator: Address }) {
  const titleId = useId()
  const reports = useOpenReports(moderator)
  const resolve = useResolveReport(moderator)
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  if (reports.isPending) return <ScreenLoading>Loading the reports…</ScreenLoading>
  if (reports.isError) {
    if (reports.error instanceof ApiError && reports.error.status === 403) {
      return (
        <section className="screen screen--center">
          <h1 className="screen__title">Moderation</h1>
          <p className="screen__lead">Only moderators may see this page.</p>
        </section>
      )
    }
    return <ScreenError onRetry={() => void reports.refetch()} />
  }
  return (
    <section className="screen admin" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        Moderation
      </h1>
      {reports.data.length === 0 ? (
        <p className="screen__lead">No open reports.</p>
      ) : (
        <ul className="admin__queue" aria-label="Open reports">
          {reports.data.map((report) => (
            <li key={report.ReportId} className="admin__report">
              <p className="admin__what">
                {report.AlbumId ? 'A photo of ' : 'The profile of '}
                <Link to={paths.memap} state={{ user: report.Target }}>
                  {report.TargetName || report.Target}
                </Link>
                : {REPORT_REASONS[report.Reason as ReportReason] ?? report.Reason}
              </p>
              {report.ImageUrl && (
                <img
                  className="admin__photo"
                  src={report.ImageUrl}
                  alt={`Reported, from the album of ${report.TargetName || report.Target}`}
                />
              )}
              {report.Details && (
                <blockquote className="admin__details">{report.Details}</blockquote>
              )}
              <p className="admin__when">
                Reported {formatSeoulDateTime(report.CreatedAt)} by {report.Reporter}
              </p>
              <div className="admin__actions">
                {(['dismiss', 'hide_photo', 'suspend'] as const)
                  .filter((action) => action !== 'hide_photo' || report.AlbumId > 0)
                  .map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`button ${action === 'dismiss' ? 'button--ghost' : 'button--primary'}`}
                      disabled={resolve.isPending}
                      onClick={() => setDeciding({ report, action })}
                    >
                      {ACTION_LABELS[action]}
                    </button>
                  ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deciding && (
        <ConfirmDialog
          title={`${ACTION_LABELS[deciding.action]}?`}
          confirmLabel={ACTION_LABELS[deciding.action]}
          busy={resolve.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={() =>
            resolve.mutate(
              { reportId: deciding.report.ReportId, action: deciding.action },
              { onSettled: () => setDeciding(null), onError: setFailure },
            )
          }
        >
          {deciding.action === 'suspend'
            ? `${deciding.report.TargetName || 'The member'} will be signed out everywhere, cannot sign in again, and their profile disappears.`
            : deciding.action === 'hide_photo'
              ? 'The photo leaves the album and its file is deleted; its likes and rewards stay.'
              : 'The report is closed and nothing else changes.'}
        </ConfirmDialog>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}
