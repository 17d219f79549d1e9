import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { DeviceSession } from '@memap/shared/auth'
import { useId, useState } from 'react'
import { formatDateTime } from '../../../shared/lib/format-date.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import { type SessionsToEnd, useRevokeSessions, useSessions } from '../api/sessions.ts'
import { deviceLabel } from '../lib/device-label.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../catalog.ts'
import './settings-lists.css'

/** The devices signed in to the wallet, each with a way to sign it out. */
export function SessionsSection({ address }: { address: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const [confirmingAll, setConfirmingAll] = useState(false)
  const sessions = useSessions(address)
  const revoke = useRevokeSessions(address)
  const [failure, setFailure] = useState<unknown>(null)
  const end = (which: SessionsToEnd) => revoke.mutate(which, { onError: setFailure })
  const others = sessions.data?.filter((session) => !session.Current) ?? []

  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        <Trans>Signed-in devices</Trans>
      </h2>
      {sessions.isPending ? (
        <ScreenLoading>
          <Trans>Loading your devices…</Trans>
        </ScreenLoading>
      ) : sessions.isError ? (
        <ScreenError onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="settings-list__list">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.SessionId}
                session={session}
                busy={revoke.isPending}
                onSignOut={() => end({ sessionId: session.SessionId })}
              />
            ))}
          </ul>
          {others.length > 0 && (
            <button
              type="button"
              className="button button--danger-ghost settings-list__all"
              disabled={revoke.isPending}
              onClick={() => setConfirmingAll(true)}
            >
              <Trans>Sign out everywhere else</Trans>
            </button>
          )}
          {confirmingAll && (
            <ConfirmDialog
              title={t`Sign out everywhere else?`}
              confirmLabel={t`Sign out everywhere else`}
              busy={revoke.isPending}
              destructive
              onCancel={() => setConfirmingAll(false)}
              onConfirm={() =>
                revoke.mutate(
                  { all: true },
                  { onError: setFailure, onSettled: () => setConfirmingAll(false) },
                )
              }
            >
              <Trans>
                Every other device signed in to this wallet is signed out at once. This device stays
                signed in.
              </Trans>
            </ConfirmDialog>
          )}
        </>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: DeviceSession
  busy: boolean
  onSignOut: () => void
}) {
  const { t, i18n } = useLingui()
  const device = deviceLabel(session.UserAgent)
  const lastActive = formatDateTime(session.LastSeenAt, i18n.locale)
  const signedIn = formatDateTime(session.CreatedAt, i18n.locale)
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
