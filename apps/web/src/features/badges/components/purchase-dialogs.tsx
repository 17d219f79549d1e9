import { useLingui } from '@lingui/react/macro'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import { InsufficientBalanceDialog } from '../../../shared/payments/insufficient-balance-dialog.tsx'
import '../catalog.ts'
import type { useBadgePurchase } from '../lib/use-badge-purchase.ts'
import { PurchaseConfirmDialog } from './purchase-confirm-dialog.tsx'
import {
  PaymentRefundedDialog,
  PurchaseErrorDialog,
  PurchaseFailedDialog,
} from './purchase-outcome-dialogs.tsx'

export type PurchaseDialogsProps = {
  purchase: ReturnType<typeof useBadgePurchase>
  /** The points there are, for a shortfall. */
  points: number | undefined
  /** The badge contract's address, short, for the permit's note. */
  badgeContract: string
}

/** The purchase's dialogs: the question before it, then why it failed or that it was refunded. */
export function PurchaseDialogs({ purchase, points, badgeContract }: PurchaseDialogsProps) {
  const { t, i18n } = useLingui()
  // Named in the viewer's language; the server names them as the shop does.
  const badgeName = (name: string) => catalogueName(i18n, 'badge', name)
  const { selected, failure, refunded } = purchase
  // PRODUCT.md §2 reloads the page here; the purchase hook has read its data again instead.
  const closeFailure = () => purchase.setFailure(null)
  return (
    <>
      {selected !== null && (
        <PurchaseConfirmDialog
          badge={badgeName(selected.name)}
          price={selected.price}
          way={purchase.way}
          badgeContract={badgeContract}
          fellBack={purchase.fellBack}
          busy={purchase.busy}
          onConfirm={() => purchase.buy(selected)}
          onCancel={purchase.cancel}
        />
      )}
      {failure !== null && 'needed' in failure && (
        <InsufficientBalanceDialog
          action={t`purchase`}
          shortfall={{ ...failure, points }}
          onClose={closeFailure}
        />
      )}
      {failure !== null && 'error' in failure && (
        <PurchaseErrorDialog error={failure.error} onClose={closeFailure} />
      )}
      {failure !== null && 'failedBadge' in failure && (
        <PurchaseFailedDialog badge={badgeName(failure.failedBadge)} onClose={closeFailure} />
      )}
      {refunded !== null && (
        <PaymentRefundedDialog
          badge={badgeName(refunded.name)}
          price={refunded.price}
          onClose={() => purchase.setRefunded(null)}
        />
      )}
    </>
  )
}
