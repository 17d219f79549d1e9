import type { Address } from '@memap/shared/address'
import { Link } from 'react-router'
import { usePointBalance } from '../../../shared/api/point-balance.ts'
import { paths } from '../../../shared/lib/paths.ts'

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
  const points = usePointBalance(address).data
  return (
    <section className="two-balances" aria-label="Your balances">
      <dl className="two-balances__list">
        <div className="two-balances__item">
          <dt>Points</dt>
          <dd className="two-balances__amount" data-testid="points-balance">
            {whoom(points)}
          </dd>
          <dd className="two-balances__use">Pay friend requests and photo deletes</dd>
        </div>
        <div className="two-balances__item" data-pays="">
          <dt>On-chain Whoom</dt>
          <dd className="two-balances__amount" data-testid="on-chain-balance">
            {whoom(onChainWhoom)}
          </dd>
          <dd className="two-balances__use">In your wallet: pays for badges</dd>
        </div>
      </dl>
      <p className="two-balances__note">
        Badges are paid with the Whoom in your wallet.{' '}
        <Link className="text-link" to={paths.myReward}>
          Withdraw your points to your wallet
        </Link>
      </p>
    </section>
  )
}
