import { type ReactNode, useId } from 'react'
import { Dialog } from './dialog.tsx'
import './message-dialog.css'

export type MessageTone = 'error' | 'success' | 'info' | 'question'

export type MessageDialogProps = {
  title: string
  /** The message under the title; optional when the title says it all. */
  children?: ReactNode
  tone: MessageTone
  /** The buttons; the one marked `data-autofocus` gets the focus. */
  actions: ReactNode
  /** Esc and a click beside the dialog. */
  onClose: () => void
}

/** The frame of PRODUCT.md §2's small dialogs: a mark, a title, a message, one or two buttons. */
export function MessageDialog({ title, children, tone, actions, onClose }: MessageDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      describedBy={children ? textId : undefined}
      className="message-dialog"
    >
      <span className={`message-dialog__mark message-dialog__mark--${tone}`} aria-hidden="true">
        {MARKS[tone]}
      </span>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children && (
        <p id={textId} className="dialog__text">
          {children}
        </p>
      )}
      <div className="dialog__actions">{actions}</div>
    </Dialog>
  )
}

const MARKS: Record<MessageTone, string> = { error: '!', success: '✓', info: 'i', question: '?' }
