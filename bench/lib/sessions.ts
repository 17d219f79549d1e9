import { createHash, randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { SESSION_COOKIE, SESSION_TTL_MS } from '@memap/shared/auth'
import type { Db } from '../../apps/api/src/db/database.ts'

/**
 * Signs `wallets` in by writing their sessions as a sign-in writes them (modules/auth): the
 * benchmarks that need thousands of signed-in wallets measure what comes after the sign-in, not
 * SIWE. Answers one `cookie` header value per wallet, in order.
 */
export async function writeSessions(db: Db, wallets: Address[]): Promise<string[]> {
  const now = new Date()
  const cookies: string[] = []
  for (let i = 0; i < wallets.length; i += 500) {
    const rows = wallets.slice(i, i + 500).map((wallet) => {
      const id = randomBytes(32).toString('base64url')
      cookies.push(`${SESSION_COOKIE}=${id}`)
      return {
        id_hash: createHash('sha256').update(id).digest('hex'),
        public_id: randomBytes(16).toString('hex'),
        wallet_addr: wallet,
        user_agent: 'MeMap benchmark',
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        revoked_at: null,
      }
    })
    await db.insertInto('sessions').values(rows).execute()
  }
  return cookies
}
