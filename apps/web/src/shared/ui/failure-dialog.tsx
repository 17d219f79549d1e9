import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { MessageDialog } from './message-dialog.tsx'
import './button.css'

/**
 * A failure's modal: the title and reason given, else PRODUCT.md §8's generic 'Oops! An error
 * occurred.' / 'Please check and try again.'. Without the refusals' texts (ErrorDialog adds
 * them), so a first screen that may show it carries none.
 */
export function FailureDialog(props: { title?: string; message?: string; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="error"
      title={props.title ?? t`Oops! An error occurred.`}
      onClose={props.onClose}
      actions={
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={props.onClose}
        >
          <Trans>Got it</Trans>
        </button>
      }
    >
      {props.message ?? t`Please check and try again.`}
    </MessageDialog>
  )
}
