import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/** The badges module's tables: the catalogue, owned badges, and the payments used. */
export function badgesRepo(db: Db) {
  return {
    catalogue: () => db.selectFrom('badges').selectAll().orderBy('id').execute(),

    find: (id: number) =>
      db.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst(),

    owned: (walletAddr: Address) =>
      db
        .selectFrom('user_badges')
        .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
        .select(['badges.id', 'badges.name', 'user_badges.active'])
        .where('user_badges.wallet_addr', '=', walletAddr)
        .orderBy('badges.id')
        .execute(),

    owns: async (walletAddr: Address, badgeId: number) =>
      (await db
        .selectFrom('user_badges')
        .select('badge_id')
        .where('wallet_addr', '=', walletAddr)
        .where('badge_id', '=', badgeId)
        .executeTakeFirst()) !== undefined,

    transactionUsed: async (txHash: string) =>
      (await db
        .selectFrom('badge_purchases')
        .select('tx_hash')
        .where('tx_hash', '=', txHash)
        .executeTakeFirst()) !== undefined,

    insertPurchase: (row: {
      tx_hash: string
      wallet_addr: Address
      badge_id: number
      price: number
      created_at: string
      refunded: 0 | 1
    }) => db.insertInto('badge_purchases').values(row).execute(),

    /** A payment used, with its badge's name. */
    purchase: (txHash: string) =>
      db
        .selectFrom('badge_purchases')
        .innerJoin('badges', 'badges.id', 'badge_purchases.badge_id')
        .select(['badge_purchases.wallet_addr', 'badge_purchases.price', 'badges.name'])
        .where('badge_purchases.tx_hash', '=', txHash)
        .executeTakeFirst(),

    refundSent: (txHash: string, refundTxHash: string) =>
      db
        .updateTable('badge_purchases')
        .set({ refund_tx_hash: refundTxHash })
        .where('tx_hash', '=', txHash)
        .execute(),

    /**
     * Grants the badge unless the wallet owns it already; true when granted. The unique key decides
     * between payments that arrive at once: the second waits for the first to commit, then finds it.
     */
    grantOnce: async (walletAddr: Address, badgeId: number, now: string) =>
      (
        await db
          .insertInto('user_badges')
          .values({ wallet_addr: walletAddr, badge_id: badgeId, active: 0, acquired_at: now })
          .onConflict((conflict) => conflict.columns(['wallet_addr', 'badge_id']).doNothing())
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows === 1n,

    // Signed purchases. 'pending' is written into the SQL, not bound: the one-pending index is
    // partial (where status = 'pending'), which SQLite decides when it compiles a statement.

    /** The wallet's signed purchases on their way, with the badges' names. */
    pendingSigned: (walletAddr: Address) =>
      db
        .selectFrom('badge_signed_purchases')
        .innerJoin('badges', 'badges.id', 'badge_signed_purchases.badge_id')
        .select(['badges.id', 'badges.name'])
        .where('badge_signed_purchases.wallet_addr', '=', walletAddr)
        .where('badge_signed_purchases.status', '=', sql.lit('pending'))
        .orderBy('badge_signed_purchases.id')
        .execute(),

    /** The deadline of the wallet's last signed purchase, in seconds; none yet: undefined. */
    lastSignedDeadline: async (wallet: Address) => {
      const last = await db
        .selectFrom('badge_signed_purchases')
        .select('deadline')
        .where('wallet_addr', '=', wallet)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      return last === undefined ? undefined : BigInt(last.deadline)
    },

    signatureUsed: async (signature: string) =>
      (await db
        .selectFrom('badge_signed_purchases')
        .select('id')
        .where('signature', '=', signature)
        .executeTakeFirst()) !== undefined,

    insertSigned: async (row: {
      wallet_addr: Address
      badge_id: number
      price: number
      deadline: string
      signature: string
      created_at: string
    }) =>
      (
        await db
          .insertInto('badge_signed_purchases')
          .values({ ...row, status: 'pending', updated_at: row.created_at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** A signed purchase with its badge's group and name. */
    signed: (id: number) =>
      db
        .selectFrom('badge_signed_purchases')
        .innerJoin('badges', 'badges.id', 'badge_signed_purchases.badge_id')
        .select([
          'badge_signed_purchases.id',
          'badge_signed_purchases.wallet_addr',
          'badge_signed_purchases.badge_id',
          'badge_signed_purchases.price',
          'badge_signed_purchases.deadline',
          'badge_signed_purchases.signature',
          'badge_signed_purchases.status',
          'badges.group_name',
          'badges.name',
        ])
        .where('badge_signed_purchases.id', '=', id)
        .executeTakeFirst(),

    settleSigned: (
      id: number,
      outcome: { status: 'confirmed'; txHash: string } | { status: 'failed'; failure: string },
      now: string,
    ) =>
      db
        .updateTable('badge_signed_purchases')
        .set({
          status: outcome.status,
          tx_hash: outcome.status === 'confirmed' ? outcome.txHash : null,
          failure: outcome.status === 'failed' ? outcome.failure.slice(0, 1000) : null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', sql.lit('pending'))
        .execute(),

    signedOf: (walletAddr: Address) =>
      db
        .selectFrom('badge_signed_purchases')
        .select(['badge_id', 'price', 'status', 'tx_hash', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id')
        .execute(),

    /** The active badges are on the profile. */
    setActive: async (walletAddr: Address, activeIds: number[]) => {
      await db
        .updateTable('user_badges')
        .set({ active: 0 })
        .where('wallet_addr', '=', walletAddr)
        .execute()
      if (activeIds.length > 0) {
        await db
          .updateTable('user_badges')
          .set({ active: 1 })
          .where('wallet_addr', '=', walletAddr)
          .where('badge_id', 'in', activeIds)
          .execute()
      }
      recordChange(db, { walletAddr })
    },

    /** The badges the member owns, in the order they were acquired (the member's export). */
    ownedBy: (walletAddr: Address) =>
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

    /** The purchases the member paid for badges with, oldest first. */
    purchasesOf: (walletAddr: Address) =>
      db
        .selectFrom('badge_purchases')
        .selectAll()
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),
  }
}
