import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { MessageDialog } from '../../../shared/ui/message-dialog.tsx'
import '../../../shared/ui/button.css'
import '../catalog.ts'
import { signedPurchaseRefusal } from '../lib/signed-refusal.ts'

/** A payment from the wallet for a badge it had already (PRODUCT.md §13): sent back. */
export function PaymentRefundedDialog({
  badge,
  price,
  onClose,
}: {
  badge: string
  price: number
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="info"
      title={t`You have this badge already`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {t`You already had ${badge}, so the ${price} Whoom you paid are on their way back to your wallet.`}
    </MessageDialog>
  )
}

/** A signed purchase the chain refused after it was queued: nothing was taken. */
export function PurchaseFailedDialog({ badge, onClose }: { badge: string; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="error"
      title={t`The purchase did not go through`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {t`Your purchase of ${badge} did not go through, and no Whoom were taken. You can try again.`}
    </MessageDialog>
  )
}

/** A refused signed purchase in words of its own; anything else as every screen shows it. */
export function PurchaseErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { i18n } = useLingui()
  const words = signedPurchaseRefusal(error)
  if (!words) return <ErrorDialog error={error} onClose={onClose} />
  return (
    <MessageDialog
      tone="error"
      title={i18n._(words.title)}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {i18n._(words.message)}
    </MessageDialog>
  )
}
