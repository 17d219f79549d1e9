import type { ReactNode } from 'react'
import './insufficient-balance-dialog.css'
import { MessageDialog } from './message-dialog.tsx'

/** Which of the member's two balances pays: points (off-chain Whoom) or the wallet's Whoom. */
export type BalanceKind = 'points' | 'on-chain'

/** What a payment needs, what the member has, and of which balance. */
export type Shortfall = { needed: number; have: number; balance: BalanceKind }

export const BALANCE_NAMES: Record<BalanceKind, string> = {
  points: 'points',
  'on-chain': 'on-chain Whoom (in your wallet)',
}

const whoom = (amount: number) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} Whoom`

export type InsufficientBalanceDialogProps = {
  /** What the member was paying for: 'friend request', 'photo delete', 'purchase'. */
  action: string
  shortfall: Shortfall
  /** Under the figures: where to get more of that balance (a link to withdraw, say). */
  children?: ReactNode
  onClose: () => void
}

/**
 * Spec §8's insufficient-balance dialog, with its sentence naming what was being paid for, and
 * the figures: what is needed, what the member has, and of which balance.
 */
export function InsufficientBalanceDialog({
  action,
  shortfall,
  children,
  onClose,
}: InsufficientBalanceDialogProps) {
  return (
    <MessageDialog
      tone="error"
      title="Insufficient Balance"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          Got it
        </button>
      }
    >
      {`You do not have enough Whoom tokens to complete this ${action}. Earn more Whoom and try again.`}
      <span className="shortfall" data-testid="shortfall">
        <span>Needed: {whoom(shortfall.needed)}</span>
        <span>
          You have: {whoom(shortfall.have)} of {BALANCE_NAMES[shortfall.balance]}
        </span>
      </span>
      {children && <span className="shortfall__more">{children}</span>}
    </MessageDialog>
  )
}
