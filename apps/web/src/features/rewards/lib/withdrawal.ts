import { ECONOMY } from '@memap/shared/economy'

/** PRODUCT.md §9: what a withdrawal brings to the wallet, the balance less the fee; never below 0. */
export function availableToWithdraw(balance: number): number {
  return Math.max(0, balance - ECONOMY.withdrawalFee)
}

/** PRODUCT.md §5 and §9: withdrawal only when something is available, so not at 1 Whoom or less. */
export function canWithdraw(balance: number | undefined): balance is number {
  return balance !== undefined && availableToWithdraw(balance) > 0
}

/** Why the amount typed cannot be withdrawn: nothing typed, not whole Whoom, below 1, above what is available. */
export type AmountProblem = 'empty' | 'not-whole' | 'too-small' | 'too-large'

/** A withdrawal of an amount: what reaches the wallet, and the fee the points pay besides. */
export type WithdrawalAmounts = { received: number; fee: number }

/** What the success dialog says of a withdrawal: what reaches the wallet, the fee, and whether it is only queued. */
export type WithdrawalSent = WithdrawalAmounts & {
  /** No transaction signed yet (202): queued, and paid all the same. */
  queued: boolean
}

/**
 * The withdrawal field's text read as whole Whoom (PRODUCT.md §12: 1 to the available amount, the
 * fee debited besides), or why it cannot be sent; the server holds the same rule.
 */
export function readWithdrawalAmount(
  text: string,
  available: number,
): WithdrawalAmounts | { problem: AmountProblem } {
  const typed = text.trim()
  if (typed === '') return { problem: 'empty' }
  if (!/^\d+$/.test(typed)) return { problem: 'not-whole' }
  const received = Number(typed)
  if (received < 1) return { problem: 'too-small' }
  if (received > available) return { problem: 'too-large' }
  return { received, fee: ECONOMY.withdrawalFee }
}
