import type { Address } from '@memap/shared/address'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/** The withdrawals module's table: each withdrawal, pending until its Whoom reach the wallet. */
export function withdrawalsRepo(db: Db) {
  return {
    insert: (row: {
      wallet_addr: Address
      amount: number
      fee: number
      job_key: string
      created_at: string
    }) =>
      db
        .insertInto('withdrawals')
        .values({ ...row, status: 'pending', tx_hash: null, paid_at: null })
        .execute(),

    /** The withdrawal of a chain job, if the job is one. */
    byJobKey: (jobKey: string) =>
      db.selectFrom('withdrawals').selectAll().where('job_key', '=', jobKey).executeTakeFirst(),

    /** The withdrawals behind these ledger keys (a page of the history). */
    byJobKeys: (jobKeys: string[]) =>
      jobKeys.length === 0
        ? Promise.resolve([])
        : db.selectFrom('withdrawals').selectAll().where('job_key', 'in', jobKeys).execute(),

    /** Paid by `txHash`, or pending again (its block was reorganised away) with `null`. */
    async settle(jobKey: string, walletAddr: Address, txHash: string | null, now: string) {
      await db
        .updateTable('withdrawals')
        .set({
          status: txHash ? 'paid' : 'pending',
          tx_hash: txHash,
          paid_at: txHash ? now : null,
        })
        .where('job_key', '=', jobKey)
        .execute()
      recordChange(db, { walletAddr })
    },

    /** The member's withdrawals, oldest first (their export). */
    ofWallet: (walletAddr: Address) =>
      db
        .selectFrom('withdrawals')
        .select(['amount', 'fee', 'status', 'tx_hash', 'created_at', 'paid_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('id')
        .execute(),
  }
}
