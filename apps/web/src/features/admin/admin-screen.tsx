import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import type { ReportReason } from '@memap/shared/report-reasons'
import { useId, useState } from 'react'
import { Link, Redirect } from 'wouter'
import { ApiError } from '../../shared/lib/api-errors.ts'
import { formatDateTime } from '../../shared/lib/format-date.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { useOpenReports, useResolveReport } from './api/reports.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './admin.css'
import './catalog.ts'

/** `/admin`: the moderators' queue of open reports (ADMIN_WALLETS; others are told no). */
export function AdminScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Moderation`)
  const address = useSession((state) => state.address)
  if (!address) return <Redirect to={paths.home} replace />
  return <Queue moderator={address} />
}

type Decision = { report: OpenReport; action: ModerationAction }

/** Each action's button, and the question its confirmation asks. */
const ACTIONS: Record<ModerationAction, { label: MessageDescriptor; question: MessageDescriptor }> =
  {
    dismiss: { label: msg`Dismiss`, question: msg`Dismiss?` },
    hide_photo: { label: msg`Hide photo`, question: msg`Hide photo?` },
    suspend: { label: msg`Suspend member`, question: msg`Suspend member?` },
  }

/** The reasons a member picks when reporting (REPORT_REASONS' words), as moderators read them. */
const REASONS = {
  spam: msg`Spam or scam`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  sexual: msg`Sexual content`,
  violence: msg`Violence or threats`,
  illegal: msg`Illegal content`,
  other: msg`Something else`,
} satisfies Record<ReportReason, MessageDescriptor>

function Queue({ moderator }: { moderator: Address }) {
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
          {reports.data.map((report) => {
            const name = report.TargetName || report.Target
            // A reason the app does not know shows as the server gave it.
            const reason = Object.hasOwn(REASONS, report.Reason)
              ? i18n._(REASONS[report.Reason as ReportReason])
              : report.Reason
            const when = formatDateTime(report.CreatedAt, i18n.locale)
            const reporter = report.Reporter
            return (
              <li key={report.ReportId} className="admin__report">
                <p className="admin__what">
                  {report.AlbumId ? (
                    <Trans>
                      A photo of{' '}
                      <Link to={hrefTo(paths.memap, { user: report.Target })}>{name}</Link>:{' '}
                      {reason}
                    </Trans>
                  ) : (
                    <Trans>
                      The profile of{' '}
                      <Link to={hrefTo(paths.memap, { user: report.Target })}>{name}</Link>:{' '}
                      {reason}
                    </Trans>
                  )}
                </p>
                {report.ImageUrl && (
                  <img
                    className="admin__photo"
                    src={report.ImageUrl}
                    alt={t`Reported, from the album of ${name}`}
                  />
                )}
                {report.Details && (
                  <blockquote className="admin__details">{report.Details}</blockquote>
                )}
                <p className="admin__when">
                  <Trans>
                    Reported {when} by {reporter}
                  </Trans>
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
                        {i18n._(ACTIONS[action].label)}
                      </button>
                    ))}
                </div>
              </li>
            )
          })}
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
          <Consequence decision={deciding} />
        </ConfirmDialog>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}

/** What a moderator's decision does, said before it is confirmed. */
function Consequence({ decision: { report, action } }: { decision: Decision }) {
  const name = report.TargetName
  if (action === 'suspend') {
    return name ? (
      <Trans>
        {name} will be signed out everywhere, cannot sign in again, and their profile disappears.
      </Trans>
    ) : (
      <Trans>
        The member will be signed out everywhere, cannot sign in again, and their profile
        disappears.
      </Trans>
    )
  }
  if (action === 'hide_photo') {
    return (
      <Trans>The photo leaves the album and its file is deleted; its likes and rewards stay.</Trans>
    )
  }
  return <Trans>The report is closed and nothing else changes.</Trans>
}
