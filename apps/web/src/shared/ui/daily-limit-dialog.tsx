import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/** The API's word for the daily allowance of cheers and likes being used up. */
export const DAILY_LIMIT_ERRORS = [
  'hold on!',
  'the number of daily interactions remaining has been exhausted',
]

/** PRODUCT.md §8, 'Hold On!': today's cheers and likes are used up; continue tomorrow. */
export function DailyLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="info"
      title={t`Hold On!`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      <Trans>You have reached today's limit of cheers and likes. Continue tomorrow!</Trans>
    </MessageDialog>
  )
}
