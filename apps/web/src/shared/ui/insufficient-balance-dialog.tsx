import { MessageDialog } from './message-dialog.tsx'

/** Spec §8: shown when Whoom does not cover a payment (friend request, photo delete, badge). */
export function InsufficientBalanceDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog
      tone="error"
      title="Insufficient Balance"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      You do not have enough Whoom tokens to complete this withdrawal. Earn more Whoom and try
      again.
    </MessageDialog>
  )
}
