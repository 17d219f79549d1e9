import { MessageDialog } from './message-dialog.tsx'

/** Spec §8: 'Coming Soon!' for a feature that is not available yet. */
export function ComingSoonDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog
      tone="info"
      title="Coming Soon!"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      This feature is not available yet.
    </MessageDialog>
  )
}
