import type { LeavePart } from '../account/leave.ts'

/** The member's news goes (others' news that names them stays: it is theirs). */
export const notificationsLeave: LeavePart = async (trx, walletAddr) => {
  await trx.deleteFrom('notifications').where('wallet_addr', '=', walletAddr).execute()
  await trx.deleteFrom('notification_reads').where('wallet_addr', '=', walletAddr).execute()
  return []
}
