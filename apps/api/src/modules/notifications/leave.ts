import type { LeavePart } from '../../core/account-parts.ts'
import { notificationsRepo } from './repo.ts'

/** The member's news goes (others' news that names them stays: it is theirs). */
export const notificationsLeave: LeavePart = async (trx, walletAddr) => {
  await notificationsRepo(trx).removeOf(walletAddr)
  return []
}
