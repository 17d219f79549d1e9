import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import type { Notice } from '../forms/name-check.ts'
import { textIn } from '../i18n/text.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/** PRODUCT.md §8: the notice dialog carries the validation messages (length, duplicate, SNV). */
export function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { i18n } = useLingui()
  const button = (
    <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
      <Trans>Got it</Trans>
    </button>
  )
  const message = textIn(i18n, notice.message)
  if (notice.title === undefined) {
    return <MessageDialog tone="info" title={message} onClose={onClose} actions={button} />
  }
  return (
    <MessageDialog
      tone="info"
      title={textIn(i18n, notice.title)}
      onClose={onClose}
      actions={button}
    >
      {message}
    </MessageDialog>
  )
}
