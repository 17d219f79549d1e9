import { Trans, useLingui } from '@lingui/react/macro'
import { PurchaseSummary } from '../../../shared/payments/purchase-summary.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import '../catalog.ts'
import type { PurchaseWay } from '../lib/purchase.ts'

export type PurchaseConfirmDialogProps = {
  /** The badge's name in the viewer's language. */
  badge: string
  price: number
  way: PurchaseWay
  /** The badge contract's address, short, that the permit lets take the price. */
  badgeContract: string
  /** The wallet was just found unable to sign: it pays with a transaction instead. */
  fellBack: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** 'Do You Want to Proceed with the Purchase?', with the price and how the wallet pays it. */
export function PurchaseConfirmDialog({
  badge,
  price,
  way,
  badgeContract,
  fellBack,
  busy,
  onConfirm,
  onCancel,
}: PurchaseConfirmDialogProps) {
  const { t } = useLingui()
  // Said before the wallet shows its bare allowance to an address.
  const permitNote = t`Your wallet will ask you to sign a permit that lets the MeMap badge contract (${badgeContract}) take ${price} Whoom from your wallet, once, for this badge. No gas fee is needed: MeMap sends the purchase to the blockchain.`
  return (
    <ConfirmDialog
      title={t`Do You Want to Proceed with the Purchase?`}
      confirmLabel={t`Confirm Purchase`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {fellBack && (
        <span className="badges__fallback">
          <Trans>
            Your wallet cannot sign the purchase, so it pays with a transaction from your wallet.
          </Trans>
        </span>
      )}
      <PurchaseSummary
        item={badge}
        price={price}
        onChain
        note={way === 'signature' ? permitNote : undefined}
      />
    </ConfirmDialog>
  )
}
