import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './catalog.ts'
import './purchase-summary.css'

/**
 * PRODUCT.md §2's payment dialogs: the item, its price in Whoom, and where it is paid; `note`
 * replaces that dialog's line on fees (a badge bought with a signature pays none).
 */
export function PurchaseSummary({
  item,
  price,
  onChain,
  note,
}: {
  item: string
  price: number
  onChain: boolean
  note?: ReactNode
}) {
  const { t } = useLingui()
  const amount = price.toLocaleString('en-US')
  return (
    <span className="purchase-summary">
      <span className="purchase-summary__row">
        <span>
          <Trans>Item</Trans>
        </span>
        <strong>{item}</strong>
      </span>
      <span className="purchase-summary__row">
        <span>
          <Trans>Price</Trans>
        </span>
        <strong>{t`${amount} Whoom`}</strong>
      </span>
      <span className="purchase-summary__row">
        <span>
          <Trans>Type</Trans>
        </span>
        <strong>{onChain ? t`On-Chain` : t`Off-Chain`}</strong>
      </span>
      <span className="purchase-summary__note">
        {note ??
          (onChain
            ? t`The purchase will be processed on the blockchain, and a small gas fee may apply.`
            : t`The purchase will be updated in the platform database without additional fees.`)}
      </span>
    </span>
  )
}
