import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { authRepo } from './repo.ts'

/** Every session the wallet opened (ended ones too), by their public id: never a token. */
export const sessionsExport =
  (db: Db): ExportPart<'Sessions'> =>
  async (walletAddr) => {
    const rows = await authRepo(db).sessionsOf(walletAddr)
    return {
      Sessions: rows.map((row) => ({
        SessionId: row.public_id,
        UserAgent: row.user_agent ?? '',
        CreatedAt: row.created_at,
        LastSeenAt: row.last_seen_at,
        ExpiresAt: row.expires_at,
        Ended: row.revoked_at !== null,
      })),
    }
  }
