import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { seoulMidnightForViewer } from '../lib/format-date.ts'
import { useDateStyle } from '../lib/use-date-style.ts'
import { MessageDialog } from '../ui/message-dialog.tsx'
import '../ui/button.css'

/** PRODUCT.md §8, 'Hold On!': today's cheers and likes are used up until the Seoul day ends. */
export function DailyLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const dates = useDateStyle()
  // The day is Seoul's (PRODUCT.md §12): when it ends, in the viewer's time.
  const time = seoulMidnightForViewer(dates)
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
      {time
        ? t`You have reached today's limit of cheers and likes. They start again at midnight Seoul time (${time} your time).`
        : t`You have reached today's limit of cheers and likes. They start again at midnight.`}
    </MessageDialog>
  )
}
