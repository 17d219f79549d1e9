import { refusalOf } from '../lib/refusal.ts'
import { MessageDialog } from './message-dialog.tsx'

/**
 * A failure, in words: a refusal the server explained shows its own title and reason; what
 * nobody foresaw shows spec §8's generic modal, 'Oops! An error occurred.' / 'Please check and
 * try again.'
 */
export function ErrorDialog({ error, onClose }: { error?: unknown; onClose: () => void }) {
  const refusal = refusalOf(error)
  return (
    <MessageDialog
      tone="error"
      title={refusal?.title ?? 'Oops! An error occurred.'}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      {refusal?.message ?? 'Please check and try again.'}
    </MessageDialog>
  )
}
