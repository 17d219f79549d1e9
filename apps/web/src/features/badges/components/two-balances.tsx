import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Link } from 'wouter'
import { usePointBalance } from '../../../shared/api/point-balance.ts'
import { paths } from '../../../shared/lib/paths.ts'
import '../../../shared/ui/button.css'
import '../catalog.ts'

const whoom = (amount: number | undefined) =>
  amount === undefined ? '…' : `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} W`

/**
 * The member's two balances, and which pays for what: points (off-chain Whoom) pay friend
 * requests and photo deletes; badges are paid with the Whoom in the wallet, on chain, which
 * withdrawing points puts there.
 */
export function TwoBalances({
  address,
  onChainWhoom,
}: {
  address: Address
  onChainWhoom: number | undefined
}) {
  const { t } = useLingui()
  const points = usePointBalance(address).data
  return (
    <section className="two-balances" aria-label={t`Your balances`}>
      <dl className="two-balances__list">
        <div className="two-balances__item">
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd className="two-balances__amount" data-testid="points-balance">
            {whoom(points)}
          </dd>
          <dd className="two-balances__use">
            <Trans>Pay friend requests and photo deletes</Trans>
          </dd>
        </div>
        <div className="two-balances__item" data-pays="">
          <dt>
            <Trans>On-chain Whoom</Trans>
          </dt>
          <dd className="two-balances__amount" data-testid="on-chain-balance">
            {whoom(onChainWhoom)}
          </dd>
          <dd className="two-balances__use">
            <Trans>In your wallet: pays for badges</Trans>
          </dd>
        </div>
      </dl>
      <p className="two-balances__note">
        <Trans>Badges are paid with the Whoom in your wallet.</Trans>{' '}
        <Link className="text-link" to={paths.myReward}>
          <Trans>Withdraw your points to your wallet</Trans>
        </Link>
      </p>
    </section>
  )
}
