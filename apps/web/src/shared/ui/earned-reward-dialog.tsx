import { MessageDialog } from './message-dialog.tsx'

/** Spec §8, the earned-reward dialog: shown after an action that pays Whoom (default 15). */
export function EarnedRewardDialog({
  amount = 15,
  onClose,
}: {
  amount?: number
  onClose: () => void
}) {
  return (
    <MessageDialog
      tone="success"
      title="Congratulations!"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      {`You earned ${amount.toLocaleString()} Whoom.`}
    </MessageDialog>
  )
}
