import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../lib/paths.ts'
import '../ui/button.css'
import './catalog.ts'
import './insufficient-balance-dialog.css'
import { MessageDialog } from '../ui/message-dialog.tsx'
import { paymentName } from './payment-names.ts'
import { ShortfallFigures } from './shortfall-figures.tsx'

/** Which of the member's two balances pays: points (off-chain Whoom) or the wallet's Whoom. */
export type BalanceKind = 'points' | 'on-chain'

/**
 * What a payment needs, what the member has, and of which balance; for an on-chain payment also
 * the member's points, which a withdrawal turns into Whoom in the wallet.
 */
export type Shortfall = { needed: number; have: number; balance: BalanceKind; points?: number }

export const BALANCE_NAMES: Record<BalanceKind, MessageDescriptor> = {
  points: msg`points`,
  'on-chain': msg`on-chain Whoom (in your wallet)`,
}

/**
 * The advice that fits the balance that is short: Whoom in the wallet that the points would make
 * up once withdrawn (all but the fee, PRODUCT.md §12); else only earning more helps.
 */
export function withdrawalCovers({ balance, needed, have, points }: Shortfall): boolean {
  return (
    balance === 'on-chain' &&
    points !== undefined &&
    points > ECONOMY.withdrawalFee &&
    have + points - ECONOMY.withdrawalFee >= needed
  )
}

export type InsufficientBalanceDialogProps = {
  /** What the member was paying for: 'friend request', 'photo delete', 'purchase'. */
  action: string
  shortfall: Shortfall
  /** Under the figures: anything more to say. */
  children?: ReactNode
  onClose: () => void
}

/**
 * PRODUCT.md §8's insufficient-balance dialog, with its sentence naming what was being paid for, and
 * the figures: what is needed, what the member has, and of which balance.
 */
export function InsufficientBalanceDialog({
  action,
  shortfall,
  children,
  onClose,
}: InsufficientBalanceDialogProps) {
  const { t, i18n } = useLingui()
  const payment = paymentName(i18n, action)
  const balanceName = i18n._(BALANCE_NAMES[shortfall.balance])
  return (
    <MessageDialog
      tone="error"
      title={t`Insufficient Balance`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {t`You do not have enough Whoom tokens to complete this ${payment}.`}{' '}
      {withdrawalCovers(shortfall) ? (
        <Link className="text-link" to={paths.myReward}>
          {t`Withdraw your points to your wallet first`}
        </Link>
      ) : (
        t`Earn more Whoom and try again.`
      )}
      <ShortfallFigures needed={shortfall.needed} have={shortfall.have} balanceName={balanceName} />
      {children && <span className="shortfall__more">{children}</span>}
    </MessageDialog>
  )
}
