import type { Notice } from '../lib/name-check.ts'
import { MessageDialog } from './message-dialog.tsx'

/** Spec §8: the notice dialog carries the validation messages (length, duplicate, SNV). */
export function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const button = (
    <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
      Got it
    </button>
  )
  if (notice.title === undefined) {
    return <MessageDialog tone="info" title={notice.message} onClose={onClose} actions={button} />
  }
  return (
    <MessageDialog tone="info" title={notice.title} onClose={onClose} actions={button}>
      {notice.message}
    </MessageDialog>
  )
}
