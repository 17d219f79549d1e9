import type { Db } from '../../db/database.ts'
import type { ExportPart } from '../account/export.ts'
import { balanceOf } from './service.ts'

/** The balance and the whole point history, oldest first. */
export const pointsExport =
  (db: Db): ExportPart<'Points'> =>
  async (walletAddr) => {
    const [balance, rows] = await Promise.all([
      balanceOf(db, walletAddr),
      db
        .selectFrom('point_ledger')
        .select(['type', 'amount', 'counterpart', 'info', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id')
        .execute(),
    ])
    return {
      Points: {
        Balance: balance,
        History: rows.map((row) => ({
          Type: row.type,
          Amount: row.amount,
          Counterpart: row.counterpart ?? '',
          Info: row.info ?? '',
          CreatedAt: row.created_at,
        })),
      },
    }
  }
