import type { Address } from '@memap/shared/address'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { enqueueChainJob } from '../../chain/tx-queue.ts'
import type { Db } from '../../db/database.ts'
import { badgesRepo } from './repo.ts'

/** The idempotency key of the chain job that refunds the payment `txHash`, and back. */
export const refundJobKey = (txHash: string) => `badge-refund:${txHash}`
export const refundedPayment = (jobKey: string) => jobKey.slice('badge-refund:'.length)

export type PaymentOutcome = 'owned' | 'refunded'

/**
 * Takes a verified payment of a badge, paid from the wallet or relayed with its permit, in the
 * caller's transaction (PRODUCT.md §13): the hash is used from now on (its primary key: a second
 * use throws a unique violation), and the badge is granted; if the wallet has it already (paid
 * the other way meanwhile), the payment is refunded instead, by a chain job that sends its Whoom
 * back from the badge shop (none for the free badge). So a badge is paid for at most once,
 * whatever the order.
 */
export async function takePayment(
  trx: Db,
  payment: { txHash: string; wallet: Address; badgeId: number; price: number },
  now: Date,
): Promise<PaymentOutcome> {
  const repo = badgesRepo(trx)
  const at = now.toISOString()
  const granted = await repo.grantOnce(payment.wallet, payment.badgeId, at)
  await repo.insertPurchase({
    tx_hash: payment.txHash,
    wallet_addr: payment.wallet,
    badge_id: payment.badgeId,
    price: payment.price,
    created_at: at,
    refunded: granted ? 0 : 1,
  })
  if (granted) return 'owned'
  // The free badge paid again: nothing to send back.
  if (payment.price === 0) return 'refunded'
  await enqueueChainJob(
    trx,
    {
      kind: 'badge_refund',
      walletAddr: payment.wallet,
      amount: BigInt(payment.price) * 10n ** BigInt(WHOOM_DECIMALS),
      idempotencyKey: refundJobKey(payment.txHash),
    },
    now,
  )
  return 'refunded'
}
