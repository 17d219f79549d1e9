import { ECONOMY } from '@memap/shared/economy'
import type { Db } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'

export const DAILY_LIMIT_MESSAGE = 'the number of daily interactions remaining has been exhausted'

/**
 * Takes one of the wallet's daily interactions (cheers and likes together, 10 a Seoul day) in
 * the caller's transaction. The count is a conditional update, so concurrent requests cannot
 * pass the limit; the 11th gets 429.
 */
export async function useDailyInteraction(trx: Db, walletAddr: string, now: Date): Promise<void> {
  const day = seoulDay(now)
  await trx
    .insertInto('daily_interactions')
    .values({ wallet_addr: walletAddr, day, used: 0 })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const taken = await trx
    .updateTable('daily_interactions')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('wallet_addr', '=', walletAddr)
    .where('day', '=', day)
    .where('used', '<', ECONOMY.dailyInteractions)
    .executeTakeFirst()
  if (taken.numUpdatedRows !== 1n) throw new AppError(429, DAILY_LIMIT_MESSAGE)
}
