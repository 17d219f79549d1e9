import './purchase-summary.css'

/** Spec §2's payment dialogs: the item, its price in whoom, and where it is paid. */
export function PurchaseSummary({
  item,
  price,
  onChain,
}: {
  item: string
  price: number
  onChain: boolean
}) {
  return (
    <span className="purchase-summary">
      <span className="purchase-summary__row">
        <span>Item</span>
        <strong>{item}</strong>
      </span>
      <span className="purchase-summary__row">
        <span>Price</span>
        <strong>{`${price.toLocaleString('en-US')} whoom`}</strong>
      </span>
      <span className="purchase-summary__row">
        <span>Type</span>
        <strong>{onChain ? 'On-Chain' : 'Off-Chain'}</strong>
      </span>
      <span className="purchase-summary__note">
        {onChain
          ? 'The purchase will be processed on the blockchain, and a small gas fee may apply.'
          : 'The purchase will be updated in the platform database without additional fees.'}
      </span>
    </span>
  )
}
