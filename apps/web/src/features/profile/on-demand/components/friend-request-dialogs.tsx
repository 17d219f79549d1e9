import { Trans, useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { formatCount } from '../../../../shared/lib/format-number.ts'
import {
  InsufficientBalanceDialog,
  type Shortfall,
} from '../../../../shared/payments/insufficient-balance-dialog.tsx'
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { SuccessDialog } from '../../../../shared/ui/success-dialog.tsx'
import '../catalog.ts'
import type { useFriendRequestFlow } from '../lib/use-friend-request-flow.ts'

export type FriendRequestDialogsProps = {
  profile: UserInfo
  flow: ReturnType<typeof useFriendRequestFlow>
}

/** The friend request modal's steps: confirm with the cost, success, too few points, an error. */
export function FriendRequestDialogs({ profile, flow }: FriendRequestDialogsProps) {
  const { t } = useLingui()
  const { step, points } = flow
  const close = () => flow.setStep(null)
  const shortfall = (have: number): Shortfall => ({
    needed: profile.Svn,
    have,
    balance: 'points',
  })
  const name = profile.Name
  const cost = formatCount(profile.Svn)

  if (step === 'confirm') {
    // Known before asking: the points cannot cover the request.
    if (points !== undefined && points < profile.Svn) {
      return (
        <InsufficientBalanceDialog
          action={t`friend request`}
          shortfall={shortfall(points)}
          onClose={close}
        />
      )
    }
    return (
      <ConfirmDialog
        title={t`Send a Friend Request?`}
        confirmLabel={t`Send Request`}
        busy={flow.sending}
        onConfirm={flow.send}
        onCancel={close}
      >
        <Trans>
          Becoming friends with {name} costs {cost} Whoom of your points, their SNV. It is refunded
          in full if they decline.
        </Trans>
      </ConfirmDialog>
    )
  }
  if (step === 'success') {
    return (
      <SuccessDialog title={t`Friend Request Sent!`} onClose={() => window.location.reload()}>
        <Trans>{name} will see your request in their news.</Trans>
      </SuccessDialog>
    )
  }
  if (step === 'insufficient') {
    return (
      <InsufficientBalanceDialog
        action={t`friend request`}
        shortfall={shortfall(points ?? 0)}
        onClose={close}
      />
    )
  }
  if (step === 'error') return <ErrorDialog error={flow.failure} onClose={close} />
  return null
}
