import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Link } from 'wouter'
import { useOnChainBalance, wholeWhoom } from '../../shared/api/on-chain-balance.ts'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { formatCount } from '../../shared/lib/format-number.ts'
import { paths } from '../../shared/lib/paths.ts'
import './balance-chip.css'
import '../catalog.ts'

/**
 * The Whoom balance of the signed-in wallet, and the Whoom already withdrawn to it when there is
 * some (a member who withdrew all would otherwise read "0 Whoom"); opens the reward history
 * (PRODUCT.md §2).
 */
export function BalanceChip({ address }: { address: Address }) {
  const { t } = useLingui()
  const balance = usePointBalance(address)
  const onChain = useOnChainBalance(address).data
  const inWallet = onChain === undefined ? 0 : wholeWhoom(onChain)
  const amount = balance.data === undefined ? '…' : formatCount(balance.data)
  const walletAmount = formatCount(inWallet)
  return (
    // Named by what it shows (WCAG 2.5.3: a voice user says what they see), then where it leads.
    // A label: hidden text in this flex box would be a block of its own, and the name
    // "30 Whoom , reward history". The coin's letter is drawn by CSS, as it is not in the label.
    <Link
      to={paths.myReward}
      className="balance-chip"
      aria-busy={balance.data === undefined}
      aria-label={
        inWallet > 0
          ? t`${amount} Whoom, ${walletAmount} in your wallet, reward history`
          : t`${amount} Whoom, reward history`
      }
    >
      <span className="balance-chip__coin" aria-hidden="true" />
      <span className="balance-chip__amount">{amount}</span>{' '}
      <span className="balance-chip__unit">Whoom</span>
      {inWallet > 0 && (
        // A wallet drawn by CSS and the amount in it: no words, so it fits a phone's top bar in
        // every language; the label says it in words.
        <span className="balance-chip__wallet">{walletAmount}</span>
      )}
    </Link>
  )
}
