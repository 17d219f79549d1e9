import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'

/** The social-links module's table: the X sign-in flows under way. */
export function socialLinksRepo(db: Db) {
  return {
    insertFlow: (row: { state: string; wallet_addr: Address; created_at: string }) =>
      db.insertInto('oauth_states').values(row).execute(),

    /**
     * Uses the flow `state` of `walletAddr` if it was started after `notBefore` and never used;
     * answers whether it did (once only, even for two callbacks at once).
     */
    useFlow: async (state: string, walletAddr: Address, notBefore: string, now: string) => {
      const used = await db
        .updateTable('oauth_states')
        .set({ used_at: now })
        .where('state', '=', state)
        .where('wallet_addr', '=', walletAddr)
        .where('used_at', 'is', null)
        .where('created_at', '>', notBefore)
        .executeTakeFirst()
      return used.numUpdatedRows === 1n
    },
  }
}
