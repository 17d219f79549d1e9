import { Trans, useLingui } from '@lingui/react/macro'
import type { DeviceSession } from '@memap/shared/auth'
import { formatDateTime } from '../../../shared/lib/format-date.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import { deviceLabel } from '../lib/device-label.ts'
import '../../../shared/ui/button.css'
import '../catalog.ts'
import './settings-lists.css'

/** One signed-in device: what it is, when it was last active; another device's Sign out. */
export function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: DeviceSession
  busy: boolean
  onSignOut: () => void
}) {
  const { t } = useLingui()
  const dates = useDateStyle()
  const device = deviceLabel(session.UserAgent)
  const lastActive = formatDateTime(session.LastSeenAt, dates)
  const signedIn = formatDateTime(session.CreatedAt, dates)
  return (
    <li className="settings-list__item">
      <div>
        <p className="settings-list__device">
          {device}
          {session.Current && (
            <span className="settings-list__current">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="settings-list__when">
          <Trans>
            Last active {lastActive} · signed in {signedIn}
          </Trans>
        </p>
      </div>
      {!session.Current && (
        <button
          type="button"
          className="button button--ghost settings-list__sign-out"
          aria-label={t`Sign out ${device}`}
          disabled={busy}
          onClick={onSignOut}
        >
          <Trans>Sign out</Trans>
        </button>
      )}
    </li>
  )
}
