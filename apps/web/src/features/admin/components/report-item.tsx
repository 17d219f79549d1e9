import { Trans, useLingui } from '@lingui/react/macro'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import type { ReportReason } from '@memap/shared/report-reasons'
import { Link } from 'wouter'
import { formatDateTime } from '../../../shared/lib/format-date.ts'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import '../catalog.ts'
import { ACTIONS, REASONS } from '../lib/report-words.ts'

export type ReportItemProps = {
  report: OpenReport
  /** A decision is being sent: no other is taken meanwhile. */
  busy: boolean
  onDecide: (action: ModerationAction) => void
}

/** One open report: who or what, why, the photo and details, when and by whom, the actions. */
export function ReportItem({ report, busy, onDecide }: ReportItemProps) {
  const { t, i18n } = useLingui()
  const dates = useDateStyle()
  const name = report.TargetName || report.Target
  // A reason the app does not know shows as the server gave it.
  const reason = Object.hasOwn(REASONS, report.Reason)
    ? i18n._(REASONS[report.Reason as ReportReason])
    : report.Reason
  const when = formatDateTime(report.CreatedAt, dates)
  const reporter = report.Reporter
  return (
    <li className="admin__report">
      <p className="admin__what">
        {report.AlbumId ? (
          <Trans>
            A photo of <Link to={hrefTo(paths.memap, { user: report.Target })}>{name}</Link>:{' '}
            {reason}
          </Trans>
        ) : (
          <Trans>
            The profile of <Link to={hrefTo(paths.memap, { user: report.Target })}>{name}</Link>:{' '}
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
      {report.Details && <blockquote className="admin__details">{report.Details}</blockquote>}
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
              disabled={busy}
              onClick={() => onDecide(action)}
            >
              {i18n._(ACTIONS[action].label)}
            </button>
          ))}
      </div>
    </li>
  )
}
