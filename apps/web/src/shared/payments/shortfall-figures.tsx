import { Trans } from '@lingui/react/macro'
import './catalog.ts'
import './insufficient-balance-dialog.css'

const whoom = (amount: number) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} Whoom`

/** What a payment needs and what the member has, of the balance named `balanceName`. */
export function ShortfallFigures({
  needed: neededAmount,
  have: haveAmount,
  balanceName,
}: {
  needed: number
  have: number
  balanceName: string
}) {
  const needed = whoom(neededAmount)
  const have = whoom(haveAmount)
  return (
    <span className="shortfall" data-testid="shortfall">
      <span>
        <Trans>Needed: {needed}</Trans>
      </span>
      <span>
        <Trans>
          You have: {have} of {balanceName}
        </Trans>
      </span>
    </span>
  )
}
