import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

export type SuccessDialogProps = {
  onClose: () => void
  title?: string
  children?: ReactNode
}

/** PRODUCT.md §2, Modals: 'Successfully Completed!' / 'Your request has been processed…' / 'Got it'. */
export function SuccessDialog({ onClose, title, children }: SuccessDialogProps) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="success"
      title={title ?? t`Successfully Completed!`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {children === undefined ? t`Your request has been processed without any issues.` : children}
    </MessageDialog>
  )
}
