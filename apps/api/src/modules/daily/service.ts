import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { dailyRepo } from './repo.ts'

export const DAILY_LIMIT_MESSAGE = 'the number of daily interactions remaining has been exhausted'

/**
 * The wallet's daily interactions (cheers and likes together, 10 a Seoul day), handed by app.ts
 * to the modules that count them. `take` counts one in the caller's transaction with a
 * conditional update, so concurrent requests cannot pass the limit; the 11th gets 429.
 */
export function dailyInteractions() {
  return {
    async take(trx: Db, walletAddr: Address, now: Date): Promise<void> {
      const taken = await dailyRepo(trx).take(
        'daily_interactions',
        walletAddr,
        seoulDay(now),
        ECONOMY.dailyInteractions,
      )
      if (!taken) throw new AppError('daily_interactions_used', DAILY_LIMIT_MESSAGE)
    },
  }
}

export type DailyInteractions = ReturnType<typeof dailyInteractions>
