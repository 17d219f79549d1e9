import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import '../../../shared/ui/button.css'
import '../catalog.ts'
import './settings-lists.css'

/**
 * 'Sign out everywhere else' (`shown` while another device is signed in) and its confirmation;
 * `signOutOthers` calls `onSettled` once the call is over, whatever its answer.
 */
export function SignOutEverywhereElse({
  shown,
  busy,
  signOutOthers,
}: {
  shown: boolean
  busy: boolean
  signOutOthers: (onSettled: () => void) => void
}) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      {shown && (
        <button
          type="button"
          className="button button--danger-ghost settings-list__all"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          <Trans>Sign out everywhere else</Trans>
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Sign out everywhere else?`}
          confirmLabel={t`Sign out everywhere else`}
          busy={busy}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => signOutOthers(() => setConfirming(false))}
        >
          <Trans>
            Every other device signed in to this wallet is signed out at once. This device stays
            signed in.
          </Trans>
        </ConfirmDialog>
      )}
    </>
  )
}
