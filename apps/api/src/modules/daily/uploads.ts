import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { dailyRepo } from './repo.ts'

export const uploadLimitMessage = (limit: number) =>
  `the daily upload limit of ${limit} images has been reached; try again tomorrow (Seoul time)`

/**
 * The images a wallet may send a Seoul day (profile and album together; UPLOADS_PER_DAY),
 * handed by app.ts to the image pipeline. `take` counts one before the picture is read, at once
 * and on its own (not in the upload's transaction), so that a picture refused, or an upload that
 * fails after it, still counts: its reading was the costly part. The count is a conditional
 * update, so concurrent uploads cannot pass the limit.
 */
export function dailyUploads(limit: number) {
  return {
    async take(db: Db, walletAddr: Address, now: Date): Promise<void> {
      if (!(await dailyRepo(db).take('daily_uploads', walletAddr, seoulDay(now), limit))) {
        throw new AppError('daily_uploads_used', uploadLimitMessage(limit), { values: { limit } })
      }
    },
  }
}

export type DailyUploads = ReturnType<typeof dailyUploads>
