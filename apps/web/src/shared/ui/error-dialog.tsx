import { MessageDialog } from './message-dialog.tsx'

/** Spec §8, the generic modal: 'Oops! An error occurred.' / 'Please check and try again.' */
export function ErrorDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog
      tone="error"
      title="Oops! An error occurred."
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      Please check and try again.
    </MessageDialog>
  )
}
