import type { Address } from '@memap/shared/address'
import { compileOnce } from '../../db/compile-once.ts'
import type { Db } from '../../db/database.ts'

/** The auth module's tables: sign-in nonces and sessions (stored by the hash of their id). */
export function authRepo(db: Db) {
  // Every signed-in request asks: compiled once.
  const liveSession = compileOnce(db, ['idHash', 'now'], (standIn) =>
    db
      .selectFrom('sessions')
      .select(['wallet_addr', 'public_id', 'expires_at', 'last_seen_at'])
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
      publicId: string
      walletAddr: Address
      userAgent: string | null
      createdAt: Date
      expiresAt: Date
    }) =>
      db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          public_id: session.publicId,
          wallet_addr: session.walletAddr,
          user_agent: session.userAgent,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.createdAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
        })
        .execute(),

    /** Notes that the session was used now (the caller asks at most once a minute). */
    touchSession: (idHash: string, now: Date) =>
      db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id_hash', '=', idHash)
        .execute(),

    /** The wallet's live sessions, the most recently used first. */
    liveSessionsOf: (walletAddr: Address, now: Date) =>
      db
        .selectFrom('sessions')
        .select(['id_hash', 'public_id', 'user_agent', 'created_at', 'last_seen_at'])
        .where('wallet_addr', '=', walletAddr)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),

    /**
     * Ends the wallet's live sessions that `which` names (one by its public id, or every one but
     * the one whose hash is given); answers the public ids of those that ended.
     */
    async revokeSessionsOf(
      walletAddr: Address,
      which: { publicId: string } | { allBut: string },
      now: Date,
    ): Promise<string[]> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('wallet_addr', '=', walletAddr)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
      query =
        'publicId' in which
          ? query.where('public_id', '=', which.publicId)
          : query.where('id_hash', '!=', which.allBut)
      const ended = await query.returning('public_id').execute()
      return ended.map((row) => row.public_id)
    },

    findLiveSession: async (idHash: string, now: Date) =>
      (await liveSession({ idHash, now: now.toISOString() }))[0],

    /** A session whatever its state: when it was revoked and when it expires. */
    findSession: (idHash: string) =>
      db
        .selectFrom('sessions')
        .select(['revoked_at', 'expires_at'])
        .where('id_hash', '=', idHash)
        .executeTakeFirst(),

    /** Ends one session; answers its wallet and public id, or undefined when it had ended. */
    revokeSession: (idHash: string, now: Date) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id_hash', '=', idHash)
        .where('revoked_at', 'is', null)
        .returning(['wallet_addr', 'public_id'])
        .executeTakeFirst(),

    /** Ends every live session of the wallet; answers how many. */
    async revokeAllOf(walletAddr: Address, now: Date): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('wallet_addr', '=', walletAddr)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    /** Nonces past their life are useless; keeps the table small. */
    deleteNoncesBefore: (cutoff: Date) =>
      db.deleteFrom('auth_nonces').where('created_at', '<', cutoff.toISOString()).execute(),

    /** Every session the wallet opened, ended ones too, oldest first (the member's export). */
    sessionsOf: (walletAddr: Address) =>
      db
        .selectFrom('sessions')
        .select([
          'public_id',
          'user_agent',
          'created_at',
          'last_seen_at',
          'expires_at',
          'revoked_at',
        ])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),
  }
}
