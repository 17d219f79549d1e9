import type { Address } from '@memap/shared/address'
import type { Hex } from 'viem'
import type { ChainContext } from '../../chain/context.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { badRequest, conflict } from '../../errors.ts'
import type { ReadsService } from '../reads/service.ts'
import { type PaymentOutcome, takePayment } from './payment.ts'
import { badgesRepo } from './repo.ts'
import { signedPurchases } from './signed-purchase.ts'
import { verifyBadgePayment } from './verify-payment.ts'

const USED_TRANSACTION_MESSAGE = 'transaction: this payment was already used'

/**
 * The badge catalogue, owned and active badges, and purchases paid on chain: from the wallet
 * (`purchase`, with the payment's hash) or with a signed permit the server relays (`signed`).
 */
export function badgesService(deps: {
  db: Db
  chain: ChainContext
  onJobQueued: () => void
  /** The badges others see a member own (none of a member not present). */
  reads: ReadsService
}) {
  const { db, chain } = deps
  const repo = badgesRepo(db)

  return {
    signed: signedPurchases(deps),

    async catalogue() {
      const groups = new Map<string, { id: number; name: string; price: number }[]>()
      for (const badge of await repo.catalogue()) {
        const group = groups.get(badge.group_name) ?? []
        group.push({ id: badge.id, name: badge.name, price: badge.price })
        groups.set(badge.group_name, group)
      }
      return [...groups].map(([group, badges]) => ({ group, badges }))
    },

    /** The badges a member owns, as anyone may see them. */
    owned: async (wallet: Address) =>
      (await deps.reads.shownBadgesOf(wallet)).map((badge) => ({
        badgeId: badge.id,
        badgeName: badge.name,
        status: badge.active === 1,
      })),

    /** Sets which owned badges are active; a badge the wallet does not own is refused. */
    async apply(wallet: Address, badgeIds: number[]) {
      const owned = new Set((await repo.owned(wallet)).map((badge) => badge.id))
      const foreign = badgeIds.find((id) => !owned.has(id))
      if (foreign !== undefined)
        throw badRequest('badge_not_owned', `badgeIds: you do not own badge ${foreign}`, {
          values: { badge: foreign },
        })
      await withTransaction(db, (trx) => badgesRepo(trx).setActive(wallet, [...new Set(badgeIds)]))
      return [...new Set(badgeIds)]
    },

    /**
     * Takes a payment from the wallet once it is verified on chain; a payment is used only once.
     * The badge is granted, or, if the wallet has it already (bought meanwhile with a signature),
     * the payment is sent back to the wallet (`payment.ts`): the answer says which.
     */
    async purchase(wallet: Address, badgeId: number, transaction: Hex, now = new Date()) {
      const badge = await repo.find(badgeId)
      if (!badge) throw badRequest('no_such_badge', 'badgeId: no such badge')
      if (await repo.transactionUsed(transaction))
        throw conflict('payment_used', USED_TRANSACTION_MESSAGE)
      await verifyBadgePayment(chain, transaction, {
        buyer: wallet,
        group: badge.group_name,
        badgeName: badge.name,
        price: badge.price,
      })
      let status: PaymentOutcome
      try {
        status = await withTransaction(db, (trx) =>
          takePayment(trx, { txHash: transaction, wallet, badgeId, price: badge.price }, now),
        )
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('payment_used', USED_TRANSACTION_MESSAGE)
        throw error
      }
      if (status === 'refunded') deps.onJobQueued()
      return { badgeId, status }
    },
  }
}

export type BadgesService = ReturnType<typeof badgesService>
