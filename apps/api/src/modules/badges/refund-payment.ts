import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { encodeFunctionData } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import type { JobHandler } from '../../chain/job-handler.ts'
import type { Notifier } from '../notifications/service.ts'
import { refundedPayment } from './payment.ts'
import { badgesRepo } from './repo.ts'

/**
 * Sends back a payment for a badge the wallet already had (`payment.ts`): the badge shop's owner,
 * the server's signer, withdraws its Whoom to the wallet (`BadgeShop.withdraw`); the wallet and
 * the amount are the job's. Confirmed, the member is told (`badge_payment_refunded`, Value +price).
 * Like a mint, a refund the chain refuses is retried: the shop must hold what it owes
 * (docs/OPERATIONS.md, "The signer key").
 */
export function badgeRefundHandler(deps: {
  contracts: ContractAddresses
  notifier: Notifier
}): JobHandler {
  return {
    call: (job) => ({
      to: deps.contracts.badge,
      data: encodeFunctionData({
        abi: badgeShopAbi,
        functionName: 'withdraw',
        args: [job.wallet_addr, BigInt(job.amount ?? '0')],
      }),
    }),

    async onConfirmed(trx, job, receipt) {
      const paid = refundedPayment(job.idempotency_key)
      const repo = badgesRepo(trx)
      const payment = await repo.purchase(paid)
      if (!payment) throw new Error(`job ${job.id}: no payment ${paid} to refund`)
      await repo.refundSent(paid, receipt.transactionHash)
      await deps.notifier.notify(
        trx,
        {
          walletAddr: payment.wallet_addr,
          type: 'badge_payment_refunded',
          value: payment.price,
          info: payment.name,
        },
        new Date(),
      )
      return receipt.transactionHash
    },
  }
}
