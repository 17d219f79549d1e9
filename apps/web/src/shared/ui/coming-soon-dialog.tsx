import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/** PRODUCT.md §8: 'Coming Soon!' for a feature that is not available yet. */
export function ComingSoonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="info"
      title={t`Coming Soon!`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      <Trans>This feature is not available yet.</Trans>
    </MessageDialog>
  )
}
