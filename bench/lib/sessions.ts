import { createHash, randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { SESSION_COOKIE, SESSION_TTL_MS } from '@memap/shared/auth'
import type { Db } from '../../apps/api/src/db/database.ts'

/** A session written for a wallet: its cookie, and what a push subscription records of it. */
export interface WrittenSession {
  cookie: string
  publicId: string
  expiresAt: string
}

/**
 * Signs `wallets` in by writing their sessions as a sign-in writes them (modules/auth): the
 * benchmarks that need thousands of signed-in wallets measure what comes after the sign-in, not
 * SIWE. Answers one session per wallet, in order.
 */
export async function writeSessionRows(db: Db, wallets: Address[]): Promise<WrittenSession[]> {
  const now = new Date()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString()
  const sessions: WrittenSession[] = []
  for (let i = 0; i < wallets.length; i += 500) {
    const rows = wallets.slice(i, i + 500).map((wallet) => {
      const id = randomBytes(32).toString('base64url')
      const publicId = randomBytes(16).toString('hex')
      sessions.push({ cookie: `${SESSION_COOKIE}=${id}`, publicId, expiresAt })
      return {
        id_hash: createHash('sha256').update(id).digest('hex'),
        public_id: publicId,
        wallet_addr: wallet,
        user_agent: 'MeMap benchmark',
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
      }
    })
    await db.insertInto('sessions').values(rows).execute()
  }
  return sessions
}

/** `writeSessionRows`, answering only each wallet's `cookie` header value. */
export async function writeSessions(db: Db, wallets: Address[]): Promise<string[]> {
  return (await writeSessionRows(db, wallets)).map((session) => session.cookie)
}
