import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import { type SessionsToEnd, useRevokeSessions, useSessions } from '../api/sessions.ts'
import '../../../shared/ui/screen.css'
import '../catalog.ts'
import { SessionItem } from './session-item.tsx'
import { SignOutEverywhereElse } from './sign-out-everywhere-else.tsx'
import './settings-lists.css'

/** The devices signed in to the wallet, each with a way to sign it out. */
export function SessionsSection({ address }: { address: Address }) {
  const titleId = useId()
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
          <SignOutEverywhereElse
            shown={others.length > 0}
            busy={revoke.isPending}
            signOutOthers={(onSettled) =>
              revoke.mutate({ all: true }, { onError: setFailure, onSettled })
            }
          />
        </>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}
