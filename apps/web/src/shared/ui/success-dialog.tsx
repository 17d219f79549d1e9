import type { ReactNode } from 'react'
import { MessageDialog } from './message-dialog.tsx'

export type SuccessDialogProps = {
  onClose: () => void
  title?: string
  children?: ReactNode
}

/** Spec §2, Modals: 'Successfully Completed!' / 'Your request has been processed…' / 'Got it'. */
export function SuccessDialog({
  onClose,
  title = 'Successfully Completed!',
  children = 'Your request has been processed without any issues.',
}: SuccessDialogProps) {
  return (
    <MessageDialog
      tone="success"
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      {children}
    </MessageDialog>
  )
}
