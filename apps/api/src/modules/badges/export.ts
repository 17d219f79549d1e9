import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { badgesRepo } from './repo.ts'

/** The badges the member owns, the payments used (refunded ones too), and those signed for. */
export const badgesExport =
  (db: Db): ExportPart<'Badges' | 'BadgePurchases' | 'SignedBadgePurchases'> =>
  async (walletAddr) => {
    const repo = badgesRepo(db)
    const [owned, purchases, signed] = await Promise.all([
      repo.ownedBy(walletAddr),
      repo.purchasesOf(walletAddr),
      repo.signedOf(walletAddr),
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
        Refunded: row.refunded === 1,
        RefundTxHash: row.refund_tx_hash,
      })),
      // The signatures themselves are left out: a permit is the wallet's to keep.
      SignedBadgePurchases: signed.map((row) => ({
        BadgeId: row.badge_id,
        Price: row.price,
        Status: row.status,
        TxHash: row.tx_hash,
        CreatedAt: row.created_at,
      })),
    }
  }
