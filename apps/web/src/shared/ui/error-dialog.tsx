import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { refusalOf } from '../lib/refusal.ts'
import { useRenderedFor } from '../lib/rendered-page.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/**
 * A failure, in words: a refusal the server explained shows its own title and reason; what
 * nobody foresaw shows PRODUCT.md §8's generic modal, 'Oops! An error occurred.' / 'Please check and
 * try again.'
 */
export function ErrorDialog({ error, onClose }: { error?: unknown; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const refusal = refusalOf(error, i18n, useRenderedFor()?.timeZone)
  return (
    <MessageDialog
      tone="error"
      title={refusal?.title ?? t`Oops! An error occurred.`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {refusal?.message ?? t`Please check and try again.`}
    </MessageDialog>
  )
}
