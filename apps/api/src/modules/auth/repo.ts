import { compileOnce } from '../../db/compile-once.ts'
import type { Db } from '../../db/database.ts'

/** The auth module's tables: sign-in nonces and sessions (stored by the hash of their id). */
export function authRepo(db: Db) {
  // Every signed-in request asks: compiled once.
  const liveSession = compileOnce(db, ['idHash', 'now'], (standIn) =>
    db
      .selectFrom('sessions')
      .select(['wallet_addr', 'expires_at'])
      .where('id_hash', '=', standIn.idHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', standIn.now),
  )

  return {
    insertNonce: (nonce: string, now: Date) =>
      db.insertInto('auth_nonces').values({ nonce, created_at: now.toISOString() }).execute(),

    /** Marks a nonce used if it is ours, unused and fresh; true when this call consumed it. */
    async consumeNonce(nonce: string, issuedAfter: Date, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('auth_nonces')
        .set({ used_at: now.toISOString() })
        .where('nonce', '=', nonce)
        .where('used_at', 'is', null)
        .where('created_at', '>', issuedAfter.toISOString())
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    insertSession: (session: {
      idHash: string
      walletAddr: string
      createdAt: Date
      expiresAt: Date
    }) =>
      db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          wallet_addr: session.walletAddr,
          created_at: session.createdAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
        })
        .execute(),

    findLiveSession: async (idHash: string, now: Date) =>
      (await liveSession({ idHash, now: now.toISOString() }))[0],

    revokeSession: (idHash: string, now: Date) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id_hash', '=', idHash)
        .where('revoked_at', 'is', null)
        .execute(),

    /** Nonces past their life are useless; keeps the table small. */
    deleteNoncesBefore: (cutoff: Date) =>
      db.deleteFrom('auth_nonces').where('created_at', '<', cutoff.toISOString()).execute(),
  }
}
