import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { withdrawalsRepo } from './repo.ts'

/** The member's withdrawals to the chain, oldest first. */
export const withdrawalsExport =
  (db: Db): ExportPart<'Withdrawals'> =>
  async (walletAddr) => ({
    Withdrawals: (await withdrawalsRepo(db).ofWallet(walletAddr)).map((row) => ({
      Received: row.amount - row.fee,
      Fee: row.fee,
      Status: row.status,
      TxHash: row.tx_hash,
      CreatedAt: row.created_at,
      PaidAt: row.paid_at,
    })),
  })
