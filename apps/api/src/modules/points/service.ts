import type { WhoomHistoryType } from '@memap/shared/economy'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { type NotificationInput, notify } from '../notifications/service.ts'

export interface Posting {
  walletAddr: string
  type: WhoomHistoryType
  /** Whole Whoom: positive credits, negative debits. */
  amount: number
  counterpart?: string | null
  info?: string | null
  /** One key, one posting: a retried request with the same key changes nothing. */
  idempotencyKey: string
  /** The notification written with it, if any. */
  notification?: Omit<NotificationInput, 'walletAddr' | 'type' | 'value'> | false
}

export class InsufficientBalanceError extends AppError {
  constructor(message = 'insufficient point balance') {
    super(400, message)
  }
}

/**
 * The one way a Whoom balance changes: a ledger row, the balance and the notification, in the
 * caller's transaction. The balance never goes below zero: a debit is a conditional update,
 * held by the database, and a check constraint backs it up. Answers false when the key was
 * posted before, in which case nothing changed.
 */
export async function postPoints(trx: Db, posting: Posting, now: Date): Promise<boolean> {
  if (!Number.isSafeInteger(posting.amount)) throw new Error('Whoom amounts are whole numbers')
  const inserted = await trx
    .insertInto('point_ledger')
    .values({
      wallet_addr: posting.walletAddr,
      type: posting.type,
      amount: posting.amount,
      counterpart: posting.counterpart ?? null,
      info: posting.info ?? null,
      idempotency_key: posting.idempotencyKey,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst()
  if (inserted.numInsertedOrUpdatedRows === 0n) return false

  if (posting.amount >= 0) {
    await trx
      .insertInto('point_balances')
      .values({ wallet_addr: posting.walletAddr, balance: posting.amount })
      .onConflict((conflict) =>
        conflict
          .column('wallet_addr')
          .doUpdateSet((eb) => ({ balance: eb('point_balances.balance', '+', posting.amount) })),
      )
      .execute()
  } else {
    const debited = await trx
      .updateTable('point_balances')
      .set((eb) => ({ balance: eb('balance', '+', posting.amount) }))
      .where('wallet_addr', '=', posting.walletAddr)
      .where('balance', '>=', -posting.amount)
      .executeTakeFirst()
    if (debited.numUpdatedRows !== 1n) throw new InsufficientBalanceError()
  }
  recordChange(trx, { walletAddr: posting.walletAddr })

  if (posting.notification !== false) {
    await notify(
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
}

/** The wallet's Whoom balance (0 for a wallet that never had any). */
export async function balanceOf(db: Db, walletAddr: string): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select('balance')
    .where('wallet_addr', '=', walletAddr)
    .executeTakeFirst()
  return row?.balance ?? 0
}
