import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../shared/lib/paths.ts'
import { clearSession } from '../../../shared/lib/session-store.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { useLeaveMeMap } from '../api/leave.ts'
import './settings-lists.css'

/** Leaving MeMap, after a confirmation that names what is lost and what stays. */
export function LeaveSection({ address }: { address: Address }) {
  const titleId = useId()
  const navigate = useNavigate()
  const leave = useLeaveMeMap(address)
  const [confirming, setConfirming] = useState(false)
  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        Leave MeMap
      </h2>
      <button
        type="button"
        className="button button--ghost settings-list__all"
        onClick={() => setConfirming(true)}
      >
        Delete my MeMap
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete your MeMap?"
          confirmLabel="Delete my MeMap"
          busy={leave.isPending}
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
          Your profile, emotions and reasons, Top 9 photos, friendships and sessions are deleted,
          pending friend requests are cancelled and refunded, and your name is free for others. Your
          Whoom history and your MeMap NFT stay yours; if you join again, you start a new profile.
        </ConfirmDialog>
      )}
      {leave.isError && <ErrorDialog error={leave.error} onClose={() => leave.reset()} />}
    </section>
  )
}
