import { ECONOMY } from '@memap/shared/economy'

/** PRODUCT.md §9: what a withdrawal brings to the wallet, the balance less the fee; never below 0. */
export function availableToWithdraw(balance: number): number {
  return Math.max(0, balance - ECONOMY.withdrawalFee)
}

/** PRODUCT.md §5 and §9: withdrawal only when something is available, so not at 1 Whoom or less. */
export function canWithdraw(balance: number | undefined): balance is number {
  return balance !== undefined && availableToWithdraw(balance) > 0
}
