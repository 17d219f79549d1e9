import type { Address } from '@memap/shared/address'
import { POINT_HISTORY_PAGE_SIZE } from '@memap/shared/points'
import type { Db } from '../../db/database.ts'
import type { PointLedgerTable } from '../../db/schema.ts'

/** The points module's tables: the ledger and the balances it sums to. */
export function pointsRepo(db: Db) {
  return {
    /** Writes a ledger row unless its idempotency key was posted before; answers whether it did. */
    insertLedgerRow: async (row: Omit<PointLedgerTable, 'id'>) => {
      const inserted = await db
        .insertInto('point_ledger')
        .values(row)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .executeTakeFirst()
      return inserted.numInsertedOrUpdatedRows !== 0n
    },

    /** Whether a posting with this idempotency key was written. */
    wasPosted: async (idempotencyKey: string) =>
      (await db
        .selectFrom('point_ledger')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()) !== undefined,

    credit: (walletAddr: Address, amount: number) =>
      db
        .insertInto('point_balances')
        .values({ wallet_addr: walletAddr, balance: amount })
        .onConflict((conflict) =>
          conflict
            .column('wallet_addr')
            .doUpdateSet((eb) => ({ balance: eb('point_balances.balance', '+', amount) })),
        )
        .execute(),

    /**
     * Takes `amount` (negative) from the balance if it holds that much; answers whether it did.
     * The condition is the database's, so two debits at once cannot both pass.
     */
    debit: async (walletAddr: Address, amount: number) => {
      const debited = await db
        .updateTable('point_balances')
        .set((eb) => ({ balance: eb('balance', '+', amount) }))
        .where('wallet_addr', '=', walletAddr)
        .where('balance', '>=', -amount)
        .executeTakeFirst()
      return debited.numUpdatedRows === 1n
    },

    balanceOf: async (walletAddr: Address) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('wallet_addr', '=', walletAddr)
          .executeTakeFirst()
      )?.balance ?? 0,

    /** A page of the ledger, newest first, before the row `beforeId` (0: from the newest). */
    historyPage: (walletAddr: Address, beforeId: number) => {
      let query = db
        .selectFrom('point_ledger')
        .select(['id', 'type', 'amount', 'idempotency_key', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id', 'desc')
        .limit(POINT_HISTORY_PAGE_SIZE)
      if (beforeId > 0) query = query.where('id', '<', beforeId)
      return query.execute()
    },

    /** The whole ledger of the wallet, oldest first (the member's export). */
    ledgerOf: (walletAddr: Address) =>
      db
        .selectFrom('point_ledger')
        .select(['type', 'amount', 'counterpart', 'info', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id')
        .execute(),
  }
}
