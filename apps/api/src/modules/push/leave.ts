import type { LeavePart } from '../../core/account-parts.ts'
import { pushRepo } from './repo.ts'

/** The member's devices receive nothing more: subscriptions, pushes waiting and quiet hours go. */
export const pushLeave: LeavePart = async (trx, walletAddr) => {
  await pushRepo(trx).removeWallet(walletAddr)
  return []
}
