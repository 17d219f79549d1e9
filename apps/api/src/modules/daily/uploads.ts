import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'

export const uploadLimitMessage = (limit: number) =>
  `the daily upload limit of ${limit} images has been reached; try again tomorrow (Seoul time)`

/**
 * The images a wallet may upload a Seoul day (profile and album together; UPLOADS_PER_DAY).
 * `check` is a read before the costly image work; `take` counts the upload in the caller's
 * transaction with a conditional update, so concurrent uploads cannot pass the limit. A
 * refused or failed upload counts nothing.
 */
export function dailyUploads(limit: number) {
  const refuse = () => new AppError(429, uploadLimitMessage(limit))
  return {
    async check(db: Db, walletAddr: string, now: Date): Promise<void> {
      const row = await db
        .selectFrom('daily_uploads')
        .select('used')
        .where('wallet_addr', '=', walletAddr)
        .where('day', '=', seoulDay(now))
        .executeTakeFirst()
      if ((row?.used ?? 0) >= limit) throw refuse()
    },

    async take(trx: Db, walletAddr: string, now: Date): Promise<void> {
      const day = seoulDay(now)
      await trx
        .insertInto('daily_uploads')
        .values({ wallet_addr: walletAddr, day, used: 0 })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      const taken = await trx
        .updateTable('daily_uploads')
        .set((eb) => ({ used: eb('used', '+', 1) }))
        .where('wallet_addr', '=', walletAddr)
        .where('day', '=', day)
        .where('used', '<', limit)
        .executeTakeFirst()
      if (taken.numUpdatedRows !== 1n) throw refuse()
    },
  }
}

export type DailyUploads = ReturnType<typeof dailyUploads>
