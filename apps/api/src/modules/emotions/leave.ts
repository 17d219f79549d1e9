import type { LeavePart } from '../../core/account-parts.ts'
import { emotionsRepo } from './repo.ts'

/** The member's emotions and their reasons go, with the cheers on them (the rewards stay). */
export const emotionsLeave: LeavePart = async (trx, walletAddr) => {
  await emotionsRepo(trx).removeEmotionsOf(walletAddr)
  return []
}
