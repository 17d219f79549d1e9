import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useId, useState } from 'react'
import { usePointBalance } from '../../../shared/api/point-balance.ts'
import { formatDate } from '../../../shared/lib/format-date.ts'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import {
  InsufficientBalanceDialog,
  type Shortfall,
} from '../../../shared/ui/insufficient-balance-dialog.tsx'
import { KnownTag } from '../../../shared/ui/known-tag.tsx'
import { SuccessDialog } from '../../../shared/ui/success-dialog.tsx'
import '../catalog.ts'
import { isInsufficientForFriendRequest, useSendFriendRequest } from '../api/friend-request.ts'
import { blockedLine } from '../lib/blocked-line.ts'
import type { ViewMode } from '../lib/view-mode.ts'
import '../../../shared/ui/button.css'

type Step = 'confirm' | 'success' | 'insufficient' | 'error' | null

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
  const noteId = useId()
  const [step, setStep] = useState<Step>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const balance = usePointBalance(viewer)
  const points = balance.data
  const request = useSendFriendRequest(viewer ?? '0x')

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
    const since = profile.FriendDate ? formatDate(profile.FriendDate, i18n.locale) : '–'
    return (
      <section className="friend-status" aria-label={t`Friend status`}>
        <p className="friend-status__since">
          <Trans>Friends since {since}</Trans>
        </p>
        <KnownTag />
      </section>
    )
  }

  const shortfall = (have: number): Shortfall => ({
    needed: profile.Svn,
    have,
    balance: 'points',
  })

  const name = profile.Name
  const cost = formatCount(profile.Svn)

  function send() {
    if (viewer === null) return
    request.mutate(profile.WalletAddr, {
      onSuccess: () => setStep('success'),
      onError: (error) => {
        setFailure(error)
        setStep(isInsufficientForFriendRequest(error) ? 'insufficient' : 'error')
      },
    })
  }

  return (
    <section className="friend-status" aria-label={t`Friend status`}>
      <button
        type="button"
        className="button button--primary friend-status__request"
        disabled={mode === 'pending'}
        onClick={() => setStep('confirm')}
      >
        <Trans>Send Friend Request</Trans>
      </button>
      {mode === 'pending' && (
        <p className="friend-status__note">
          <Trans>Your friend request is pending.</Trans>
        </p>
      )}
      {step === 'confirm' &&
        (points !== undefined && points < profile.Svn ? (
          // Known before asking: the points cannot cover the request.
          <InsufficientBalanceDialog
            action={t`friend request`}
            shortfall={shortfall(points)}
            onClose={() => setStep(null)}
          />
        ) : (
          <ConfirmDialog
            title={t`Send a Friend Request?`}
            confirmLabel={t`Send Request`}
            busy={request.isPending}
            onConfirm={send}
            onCancel={() => setStep(null)}
          >
            <Trans>
              Becoming friends with {name} costs {cost} Whoom of your points, their SNV. It is
              refunded in full if they decline.
            </Trans>
          </ConfirmDialog>
        ))}
      {step === 'success' && (
        <SuccessDialog title={t`Friend Request Sent!`} onClose={() => window.location.reload()}>
          <Trans>{name} will see your request in their news.</Trans>
        </SuccessDialog>
      )}
      {step === 'insufficient' && (
        <InsufficientBalanceDialog
          action={t`friend request`}
          shortfall={shortfall(points ?? 0)}
          onClose={() => setStep(null)}
        />
      )}
      {step === 'error' && <ErrorDialog error={failure} onClose={() => setStep(null)} />}
    </section>
  )
}
