import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { encodeFunctionData, type Hex, isAddressEqual, parseEventLogs } from 'viem'
import type { ContractAddresses } from '../../chain/context.ts'
import { type Job, type JobHandler, JobRefused } from '../../chain/job-handler.ts'
import type { Db } from '../../db/database.ts'
import type { Notifier } from '../notifications/service.ts'
import { takePayment } from './payment.ts'
import { badgesRepo } from './repo.ts'
import { RELAYED_PURCHASE_MAX_GAS, signedPurchaseId } from './signed-purchase.ts'

/**
 * The badge purchase a member signed, sent by the server's signer, which pays the gas
 * (`BadgeShop.purchaseWithPermit`). Right before it is sent, a badge the wallet has meanwhile
 * (paid from the wallet) fails it unsent. Confirmed, the badge is the member's, the payment is
 * used, and the member is told (a live event); if a wallet payment granted the badge between that
 * last look and the confirmation, the payment is refunded (`payment.ts`). Refused by the chain or
 * reverted, the purchase failed, nothing was taken, and the member is told that.
 */
export function relayedPurchaseHandler(deps: {
  db: Db
  contracts: ContractAddresses
  notifier: Notifier
}): JobHandler {
  const { contracts, notifier } = deps
  const purchaseOf = async (db: Db, job: Job) => {
    const purchase = await badgesRepo(db).signed(signedPurchaseId(job.idempotency_key))
    if (!purchase) throw new Error(`job ${job.id}: no signed purchase ${job.idempotency_key}`)
    return { ...purchase, value: BigInt(purchase.price) * 10n ** BigInt(WHOOM_DECIMALS) }
  }

  return {
    // The handler reads its own table: the job names the purchase, the purchase holds the permit.
    call: async (job) => {
      const purchase = await purchaseOf(deps.db, job)
      if (await badgesRepo(deps.db).owns(purchase.wallet_addr, purchase.badge_id)) {
        throw new JobRefused(`${purchase.wallet_addr} owns badge ${purchase.badge_id} already`)
      }
      return {
        to: contracts.badge,
        data: encodeFunctionData({
          abi: badgeShopAbi,
          functionName: 'purchaseWithPermit',
          args: [
            purchase.wallet_addr,
            purchase.group_name,
            purchase.name,
            purchase.value,
            BigInt(purchase.deadline),
            purchase.signature as Hex,
          ],
        }),
        maxGas: RELAYED_PURCHASE_MAX_GAS,
      }
    },

    async onConfirmed(trx, job, receipt) {
      const purchase = await purchaseOf(trx, job)
      const recorded = parseEventLogs({
        abi: badgeShopAbi,
        eventName: 'BadgePurchased',
        logs: receipt.logs.filter((log) => isAddressEqual(log.address, contracts.badge)),
      }).some(
        (log) =>
          isAddressEqual(log.args.buyer, purchase.wallet_addr) &&
          log.args.group === purchase.group_name &&
          log.args.badgeName === purchase.name &&
          log.args.value === purchase.value,
      )
      if (!recorded)
        throw new Error(`${receipt.transactionHash} recorded no purchase of job ${job.id}`)
      const now = new Date()
      await badgesRepo(trx).settleSigned(
        purchase.id,
        { status: 'confirmed', txHash: receipt.transactionHash },
        now.toISOString(),
      )
      // The payment is used, as one sent from the wallet is (badge/purchase refuses it).
      const outcome = await takePayment(
        trx,
        {
          txHash: receipt.transactionHash,
          wallet: purchase.wallet_addr,
          badgeId: purchase.badge_id,
          price: purchase.price,
        },
        now,
      )
      // Refunded, the member hears of it when the refund is sent.
      if (outcome === 'refunded') return receipt.transactionHash
      await notifier.notify(
        trx,
        {
          walletAddr: purchase.wallet_addr,
          type: 'badge_purchased',
          value: -purchase.price,
          info: purchase.name,
        },
        now,
      )
      return receipt.transactionHash
    },

    async onFailed(trx, job, reason) {
      const purchase = await purchaseOf(trx, job)
      const now = new Date()
      await badgesRepo(trx).settleSigned(
        purchase.id,
        { status: 'failed', failure: reason },
        now.toISOString(),
      )
      await notifier.notify(
        trx,
        {
          walletAddr: purchase.wallet_addr,
          type: 'badge_purchase_failed',
          value: 0,
          info: purchase.name,
        },
        now,
      )
    },
  }
}
