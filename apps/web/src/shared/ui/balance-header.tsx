import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { ReactNode } from 'react'
import { usePointBalance } from '../api/point-balance.ts'
import '../catalog.ts'
import { formatCount } from '../lib/format-number.ts'
import './balance-header.css'

export type BalanceHeaderProps = {
  address: Address
  /** The screen's title, above the balance. */
  title: string
  titleId?: string
  /** Beside the amount: the withdrawal button on /myreward. */
  action?: ReactNode
}

/** The balance header of /notifications, /myreward and /badgecollection (PRODUCT.md §2). */
export function BalanceHeader({ address, title, titleId, action }: BalanceHeaderProps) {
  const balance = usePointBalance(address)
  return (
    <header className="balance-header">
      <h1 id={titleId} className="balance-header__title">
        {title}
      </h1>
      <div className="balance-header__row">
        <p className="balance-header__amount" aria-live="polite">
          <span className="balance-header__coin" aria-hidden="true">
            W
          </span>
          <span className="visually-hidden">
            <Trans>Balance:</Trans>{' '}
          </span>
          <span data-testid="balance-amount">
            {balance.data === undefined ? (balance.isError ? '–' : '…') : formatCount(balance.data)}
          </span>{' '}
          <span className="balance-header__unit">Whoom</span>
        </p>
        {action}
      </div>
    </header>
  )
}
