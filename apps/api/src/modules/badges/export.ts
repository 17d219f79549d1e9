import type { Db } from '../../db/database.ts'
import type { ExportPart } from '../account/export.ts'

/** The badges the member owns and the purchases that paid for them. */
export const badgesExport =
  (db: Db): ExportPart<'Badges' | 'BadgePurchases'> =>
  async (walletAddr) => {
    const [owned, purchases] = await Promise.all([
      db
        .selectFrom('user_badges')
        .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
        .select([
          'badges.id',
          'badges.group_name',
          'badges.name',
          'user_badges.active',
          'user_badges.acquired_at',
        ])
        .where('user_badges.wallet_addr', '=', walletAddr)
        .orderBy('user_badges.acquired_at')
        .execute(),
      db
        .selectFrom('badge_purchases')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),
    ])
    return {
      Badges: owned.map((row) => ({
        BadgeId: row.id,
        Group: row.group_name,
        Name: row.name,
        Active: row.active === 1,
        AcquiredAt: row.acquired_at,
      })),
      BadgePurchases: purchases.map((row) => ({
        TxHash: row.tx_hash,
        BadgeId: row.badge_id,
        Price: row.price,
        CreatedAt: row.created_at,
      })),
    }
  }
