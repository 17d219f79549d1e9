import type { Address } from '@memap/shared/address'
import type { WithdrawalDetails } from '@memap/shared/points'
import type { Db } from '../../db/database.ts'
import { pointsRepo } from './repo.ts'

/** What another module adds to its entries of the history: the withdrawals module, its own. */
export type WithdrawalsOf = (keys: string[]) => Promise<Map<string, WithdrawalDetails>>

/**
 * A page of the wallet's ledger, newest first. `index` 0 is the first page; after that it is
 * the id of the last row seen, so rows added meanwhile never shift a page. A withdrawal's entry
 * carries what reached the wallet, the fee and whether it is paid yet.
 */
export async function historyPage(
  db: Db,
  withdrawalsOf: WithdrawalsOf,
  walletAddr: Address,
  index: number,
) {
  const rows = await pointsRepo(db).historyPage(walletAddr, index)
  const withdrawals = await withdrawalsOf(
    rows.filter((row) => row.type === 'withdraw').map((row) => row.idempotency_key),
  )
  return {
    History: rows.map((row) => ({
      WhoomHistoryTypeName: row.type,
      Value: row.amount,
      CreateAt: row.created_at,
      Withdrawal: withdrawals.get(row.idempotency_key) ?? null,
    })),
    Index: rows.at(-1)?.id ?? index,
  }
}
