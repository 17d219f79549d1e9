import type { Address } from '@memap/shared/address'
import { Link } from 'react-router'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { formatCount } from '../../shared/lib/format-number.ts'
import { paths } from '../../shared/lib/paths.ts'

/** The Whoom balance of the signed-in wallet; opens the reward history (spec §2). */
export function BalanceChip({ address }: { address: Address }) {
  const balance = usePointBalance(address)
  const amount = balance.data === undefined ? '…' : formatCount(balance.data)
  return (
    <Link
      to={paths.myReward}
      className="balance-chip"
      aria-label={`${balance.data === undefined ? 'Loading' : amount} Whoom, reward history`}
    >
      <span className="balance-chip__coin" aria-hidden="true">
        W
      </span>
      <span className="balance-chip__amount">{amount}</span>
      <span className="balance-chip__unit">Whoom</span>
    </Link>
  )
}
