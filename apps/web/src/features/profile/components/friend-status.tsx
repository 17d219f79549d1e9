import type { Address } from '@memap/shared/address'
import { INSUFFICIENT_FOR_FRIEND_REQUEST } from '@memap/shared/economy'
import type { UserInfo } from '@memap/shared/profile'
import { useState } from 'react'
import { usePointBalance } from '../../../shared/api/point-balance.ts'
import { ApiError } from '../../../shared/lib/api-client.ts'
import { formatKoreanDate } from '../../../shared/lib/format-korean-date.ts'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import {
  InsufficientBalanceDialog,
  type Shortfall,
} from '../../../shared/ui/insufficient-balance-dialog.tsx'
import { SuccessDialog } from '../../../shared/ui/success-dialog.tsx'
import { sendFriendRequest } from '../api/friend-request.ts'
import type { ViewMode } from '../lib/view-mode.ts'

type Step = 'confirm' | 'sending' | 'success' | 'insufficient' | 'error' | null

/**
 * Spec §2 and §4, the friend status area: 'Friends since' and 'Known' for a friend, a disabled
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
  const [step, setStep] = useState<Step>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const balance = usePointBalance(viewer)
  const points = balance.data

  // A member the viewer blocks gets no request; the member actions say so instead.
  if (mode === 'own' || mode === 'visitor' || viewer === null || profile.Blocked) return null
  if (mode === 'friend') {
    return (
      <section className="friend-status" aria-label="Friend status">
        <p className="friend-status__since">
          Friends since {profile.FriendDate ? formatKoreanDate(profile.FriendDate) : '–'}
        </p>
        <span className="known-tag">Known</span>
      </section>
    )
  }

  const shortfall = (have: number): Shortfall => ({
    needed: profile.Svn,
    have,
    balance: 'points',
  })

  async function send() {
    if (viewer === null) return
    setStep('sending')
    try {
      await sendFriendRequest(viewer, profile.WalletAddr)
      setStep('success')
    } catch (error) {
      const insufficient =
        error instanceof ApiError && error.serverMessage === INSUFFICIENT_FOR_FRIEND_REQUEST
      if (insufficient) await balance.refetch()
      setFailure(error)
      setStep(insufficient ? 'insufficient' : 'error')
    }
  }

  return (
    <section className="friend-status" aria-label="Friend status">
      <button
        type="button"
        className="button button--primary friend-status__request"
        disabled={mode === 'pending'}
        onClick={() => setStep('confirm')}
      >
        Send Friend Request
      </button>
      {mode === 'pending' && <p className="friend-status__note">Your friend request is pending.</p>}
      {(step === 'confirm' || step === 'sending') &&
        (points !== undefined && points < profile.Svn ? (
          // Known before asking: the points cannot cover the request.
          <InsufficientBalanceDialog
            action="friend request"
            shortfall={shortfall(points)}
            onClose={() => setStep(null)}
          />
        ) : (
          <ConfirmDialog
            title="Send a Friend Request?"
            confirmLabel="Send Request"
            busy={step === 'sending'}
            onConfirm={() => void send()}
            onCancel={() => setStep(null)}
          >
            {`Becoming friends with ${profile.Name} costs ${formatCount(profile.Svn)} Whoom of your points, their SNV. It is refunded in full if they decline.`}
          </ConfirmDialog>
        ))}
      {step === 'success' && (
        <SuccessDialog title="Friend Request Sent!" onClose={() => window.location.reload()}>
          {`${profile.Name} will see your request in their news.`}
        </SuccessDialog>
      )}
      {step === 'insufficient' && (
        <InsufficientBalanceDialog
          action="friend request"
          shortfall={shortfall(points ?? 0)}
          onClose={() => setStep(null)}
        />
      )}
      {step === 'error' && <ErrorDialog error={failure} onClose={() => setStep(null)} />}
    </section>
  )
}
