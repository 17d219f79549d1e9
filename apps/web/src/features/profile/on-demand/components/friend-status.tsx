import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useId } from 'react'
import { formatDate } from '../../../../shared/lib/format-date.ts'
import { useDateStyle } from '../../../../shared/lib/use-date-style.ts'
import { KnownTag } from '../../../../shared/ui/known-tag.tsx'
import '../catalog.ts'
import { blockedLine } from '../../lib/blocked-line.ts'
import type { ViewMode } from '../../lib/view-mode.ts'
import { useFriendRequestFlow } from '../lib/use-friend-request-flow.ts'
import { FriendRequestDialogs } from './friend-request-dialogs.tsx'
import '../../../../shared/ui/button.css'

/**
 * PRODUCT.md §2 and §4, the friend status area: 'Friends since' and 'Known' for a friend, a disabled
 * Send Friend Request while a request is pending, and for a stranger the friend request modal
 * (confirm with the cost, then success, whose button reloads the page). Nothing for the owner
 * or a visitor who is not logged in.
 */
export function FriendStatus({
  profile,
  viewer,
  mode,
}: {
  profile: UserInfo
  viewer: Address | null
  mode: ViewMode
}) {
  const { t, i18n } = useLingui()
  const dates = useDateStyle()
  const noteId = useId()
  const flow = useFriendRequestFlow(profile, viewer)

  if (mode === 'own' || mode === 'visitor' || viewer === null) return null
  // Either blocks the other: the request is shown unavailable, with why, before any click.
  const blocked = blockedLine(profile)
  if (blocked) {
    return (
      <section className="friend-status" aria-label={t`Friend status`}>
        <button
          type="button"
          className="button button--primary friend-status__request"
          disabled
          aria-describedby={noteId}
        >
          <Trans>Send Friend Request</Trans>
        </button>
        <p className="friend-status__note" id={noteId}>
          {i18n._(blocked)}
        </p>
      </section>
    )
  }
  if (mode === 'friend') {
    const since = profile.FriendDate ? formatDate(profile.FriendDate, dates) : '–'
    return (
      <section className="friend-status" aria-label={t`Friend status`}>
        <p className="friend-status__since">
          <Trans>Friends since {since}</Trans>
        </p>
        <KnownTag />
      </section>
    )
  }

  return (
    <section className="friend-status" aria-label={t`Friend status`}>
      <button
        type="button"
        className="button button--primary friend-status__request"
        disabled={mode === 'pending'}
        onClick={() => flow.setStep('confirm')}
      >
        <Trans>Send Friend Request</Trans>
      </button>
      {mode === 'pending' && (
        <p className="friend-status__note">
          <Trans>Your friend request is pending.</Trans>
        </p>
      )}
      <FriendRequestDialogs profile={profile} flow={flow} />
    </section>
  )
}
