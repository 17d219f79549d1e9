import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

export type ConfirmDialogProps = {
  title: string
  children?: ReactNode
  confirmLabel: string
  onConfirm: () => void
  /** Cancel, Esc and a click beside the dialog. */
  onCancel: () => void
  /** While the confirmed action runs: the buttons wait. */
  busy?: boolean
  /**
   * An action that destroys what the member cannot get back: the confirm button is red and
   * Cancel, not the action, has the focus.
   */
  destructive?: boolean
}

/** Asks before an action that cannot be undone here (Unlink, a purchase, a deletion). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <MessageDialog
      tone="question"
      title={title}
      onClose={busy ? () => {} : onCancel}
      actions={
        <>
          <button
            type="button"
            className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
            data-autofocus={destructive ? undefined : true}
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
          <button
            type="button"
            className="button button--ghost"
            data-autofocus={destructive ? true : undefined}
            disabled={busy}
            onClick={onCancel}
          >
            <Trans>Cancel</Trans>
          </button>
        </>
      }
    >
      {children}
    </MessageDialog>
  )
}
