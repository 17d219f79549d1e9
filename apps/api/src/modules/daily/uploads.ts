import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { dailyRepo } from './repo.ts'

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
    async check(db: Db, walletAddr: Address, now: Date): Promise<void> {
      const used = await dailyRepo(db).used('daily_uploads', walletAddr, seoulDay(now))
      if (used >= limit) throw refuse()
    },

    async take(trx: Db, walletAddr: Address, now: Date): Promise<void> {
      if (!(await dailyRepo(trx).take('daily_uploads', walletAddr, seoulDay(now), limit))) {
        throw refuse()
      }
    },
  }
}

export type DailyUploads = ReturnType<typeof dailyUploads>
