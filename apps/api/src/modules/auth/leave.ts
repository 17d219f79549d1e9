import type { LeavePart } from '../../core/account-parts.ts'
import { authRepo } from './repo.ts'

/** Every session of the wallet ends. */
export const sessionsLeave: LeavePart = async (trx, walletAddr, now) => {
  await authRepo(trx).revokeAllOf(walletAddr, now)
  return []
}
