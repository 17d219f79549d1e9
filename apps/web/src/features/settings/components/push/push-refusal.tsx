import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { MessageDialog } from '../../../../shared/ui/message-dialog.tsx'
import { PushRefusedError } from '../../lib/device-push.ts'
import '../../../../shared/ui/button.css'
import '../../catalog.ts'

/** Why notifications could not be turned on: the browser's permission, or any other failure. */
export function PushRefusal({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useLingui()
  if (!(error instanceof PushRefusedError)) return <ErrorDialog error={error} onClose={onClose} />
  return (
    <MessageDialog
      tone="info"
      title={t`Notifications are not allowed`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {error.reason === 'permission-denied'
        ? t`This browser blocks notifications from MeMap. Allow them in the browser's settings for this site, then turn them on here again.`
        : t`MeMap can notify you once you allow it: turn notifications on again and choose Allow.`}
    </MessageDialog>
  )
}
