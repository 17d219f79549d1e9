import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { useLocation } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import { clearSession } from '../../../shared/lib/session-store.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { useLeaveMeMap } from '../api/leave.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../catalog.ts'
import './settings-lists.css'

/** Leaving MeMap, after a confirmation that names what is lost and what stays. */
export function LeaveSection({ address }: { address: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const [, navigate] = useLocation()
  const leave = useLeaveMeMap(address)
  const [confirming, setConfirming] = useState(false)
  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        <Trans>Leave MeMap</Trans>
      </h2>
      <button
        type="button"
        className="button button--danger-ghost settings-list__all"
        onClick={() => setConfirming(true)}
      >
        <Trans>Delete my MeMap</Trans>
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Delete your MeMap?`}
          confirmLabel={t`Delete my MeMap`}
          busy={leave.isPending}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                clearSession()
                navigate(paths.home, { replace: true })
              },
              onSettled: () => setConfirming(false),
            })
          }
        >
          <Trans>
            Your profile, emotions and reasons, Top 9 photos, friendships and sessions are deleted,
            pending friend requests are cancelled and refunded, and your name is free for others.
            Your Whoom history and your MeMap NFT stay yours; if you join again, you start a new
            profile.
          </Trans>
        </ConfirmDialog>
      )}
      {leave.isError && <ErrorDialog error={leave.error} onClose={() => leave.reset()} />}
    </section>
  )
}
