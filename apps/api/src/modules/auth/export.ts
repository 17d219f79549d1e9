import type { Db } from '../../db/database.ts'
import type { ExportPart } from '../account/export.ts'

/** Every session the wallet opened (ended ones too), by their public id: never a token. */
export const sessionsExport =
  (db: Db): ExportPart<'Sessions'> =>
  async (walletAddr) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['public_id', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('wallet_addr', '=', walletAddr)
      .orderBy('created_at')
      .execute()
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
