import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { blocksRepo } from './repo.ts'

/** Whom the member blocks (not who blocks them: that is the other member's). */
export const blocksExport =
  (db: Db): ExportPart<'Blocked'> =>
  async (walletAddr) => ({
    Blocked: (await blocksRepo(db).blockedBy(walletAddr)).map((row) => ({
      WalletAddr: row.blocked_addr,
      BlockedAt: row.created_at,
    })),
  })
