import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { pointsRepo } from './repo.ts'

/** The balance and the whole point history, oldest first. */
export const pointsExport =
  (db: Db): ExportPart<'Points'> =>
  async (walletAddr) => {
    const repo = pointsRepo(db)
    const [balance, rows] = await Promise.all([
      repo.balanceOf(walletAddr),
      repo.ledgerOf(walletAddr),
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
