import type { Address } from '@memap/shared/address'
import type { WhoomHistoryType } from '@memap/shared/economy'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { InsufficientBalanceError } from '../../errors.ts'
import type { NotificationInput, Notifier } from '../notifications/service.ts'
import { pointsRepo } from './repo.ts'

export interface Posting {
  walletAddr: Address
  type: WhoomHistoryType
  /** Whole Whoom: positive credits, negative debits. */
  amount: number
  counterpart?: Address | null
  info?: string | null
  /** One key, one posting: a retried request with the same key changes nothing. */
  idempotencyKey: string
  /** The notification written with it, if any. */
  notification?: Omit<NotificationInput, 'walletAddr' | 'type' | 'value'> | false
}

/**
 * How other modules change and read Whoom balances, handed to them by app.ts. Both work on the
 * database or transaction they are given: a posting is part of the caller's use case, and commits
 * or rolls back with it.
 */
export function pointsLedger(deps: { notifier: Notifier }) {
  return {
    /**
     * The one way a Whoom balance changes: a ledger row, the balance and the notification. The
     * balance never goes below zero: a debit is a conditional update, held by the database, and
     * a check constraint backs it up (`InsufficientBalanceError` when it would). Answers false
     * when the key was posted before, in which case nothing changed.
     */
    async post(trx: Db, posting: Posting, now: Date): Promise<boolean> {
      if (!Number.isSafeInteger(posting.amount)) throw new Error('Whoom amounts are whole numbers')
      const repo = pointsRepo(trx)
      const inserted = await repo.insertLedgerRow({
        wallet_addr: posting.walletAddr,
        type: posting.type,
        amount: posting.amount,
        counterpart: posting.counterpart ?? null,
        info: posting.info ?? null,
        idempotency_key: posting.idempotencyKey,
        created_at: now.toISOString(),
      })
      if (!inserted) return false

      if (posting.amount >= 0) await repo.credit(posting.walletAddr, posting.amount)
      else if (!(await repo.debit(posting.walletAddr, posting.amount))) {
        throw new InsufficientBalanceError()
      }
      recordChange(trx, { walletAddr: posting.walletAddr })

      if (posting.notification !== false) {
        await deps.notifier.notify(
          trx,
          {
            info: posting.info,
            ...posting.notification,
            walletAddr: posting.walletAddr,
            type: posting.type,
            value: posting.amount,
          },
          now,
        )
      }
      return true
    },

    /** Whether the posting with this key was made (a reward paid once per wallet). */
    wasPosted: (db: Db, idempotencyKey: string): Promise<boolean> =>
      pointsRepo(db).wasPosted(idempotencyKey),

    /** The wallet's Whoom balance (0 for a wallet that never had any). */
    balanceOf: (db: Db, walletAddr: Address): Promise<number> =>
      pointsRepo(db).balanceOf(walletAddr),
  }
}

export type PointsLedger = ReturnType<typeof pointsLedger>
