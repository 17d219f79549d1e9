import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ECONOMY } from '@memap/shared/economy'
import { formatCount } from '../../../shared/lib/format-number.ts'
import type { AmountProblem } from './withdrawal.ts'
import '../catalog.ts'

/** Why the amount typed cannot be withdrawn, in words (PRODUCT.md §12's rule, before sending). */
export function amountRefusal(problem: AmountProblem, available: number): MessageDescriptor {
  const max = formatCount(available)
  const fee = formatCount(ECONOMY.withdrawalFee)
  switch (problem) {
    case 'empty':
      return msg`Enter how many Whoom to withdraw.`
    case 'not-whole':
      return msg`Enter whole Whoom, in digits only.`
    case 'too-small':
      return msg`Withdraw at least 1 Whoom.`
    case 'too-large':
      return msg`You can withdraw at most ${max} Whoom: your balance less the ${fee} Whoom fee.`
  }
}
