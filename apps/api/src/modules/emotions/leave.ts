import type { LeavePart } from '../account/leave.ts'

/** The member's emotions and their reasons go, with the cheers on them (the rewards stay). */
export const emotionsLeave: LeavePart = async (trx, walletAddr) => {
  await trx.deleteFrom('cheers').where('target_addr', '=', walletAddr).execute()
  await trx.deleteFrom('user_emotions').where('wallet_addr', '=', walletAddr).execute()
  return []
}
