import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import { pointsRepo } from './repo.ts'

/**
 * A page of the wallet's ledger, newest first. `index` 0 is the first page; after that it is
 * the id of the last row seen, so rows added meanwhile never shift a page.
 */
export async function historyPage(db: Db, walletAddr: Address, index: number) {
  const rows = await pointsRepo(db).historyPage(walletAddr, index)
  return {
    History: rows.map((row) => ({
      WhoomHistoryTypeName: row.type,
      Value: row.amount,
      CreateAt: row.created_at,
    })),
    Index: rows.at(-1)?.id ?? index,
  }
}
