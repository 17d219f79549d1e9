import { MessageDialog } from './message-dialog.tsx'

/** The API's word for the daily allowance of cheers and likes being used up. */
export const DAILY_LIMIT_ERRORS = [
  'hold on!',
  'the number of daily interactions remaining has been exhausted',
]

/** Spec §8, 'Hold On!': today's cheers and likes are used up; continue tomorrow. */
export function DailyLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog
      tone="info"
      title="Hold On!"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      You have reached today's limit of cheers and likes. Continue tomorrow!
    </MessageDialog>
  )
}
