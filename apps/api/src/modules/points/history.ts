import { POINT_HISTORY_PAGE_SIZE } from '@memap/shared/points'
import type { Db } from '../../db/database.ts'

/**
 * A page of the wallet's ledger, newest first. `index` 0 is the first page; after that it is
 * the id of the last row seen, so rows added meanwhile never shift a page.
 */
export async function historyPage(db: Db, walletAddr: string, index: number) {
  let query = db
    .selectFrom('point_ledger')
    .select(['id', 'type', 'amount', 'created_at'])
    .where('wallet_addr', '=', walletAddr)
    .orderBy('id', 'desc')
    .limit(POINT_HISTORY_PAGE_SIZE)
  if (index > 0) query = query.where('id', '<', index)
  const rows = await query.execute()
  return {
    History: rows.map((row) => ({
      WhoomHistoryTypeName: row.type,
      Value: row.amount,
      CreateAt: row.created_at,
    })),
    Index: rows.at(-1)?.id ?? index,
  }
}
