import type { LeavePart } from '../account/leave.ts'

/**
 * The profile goes: the page answers 404, the name is free again and the linked X and Telegram
 * accounts (columns of the profile) are released. Answers its picture. The NFT stays the
 * member's; the mint is not queued again if they join later (its key is the wallet).
 */
export const profilesLeave: LeavePart = async (trx, walletAddr) => {
  const user = await trx
    .selectFrom('users')
    .select('profile_image')
    .where('wallet_addr', '=', walletAddr)
    .executeTakeFirst()
  await trx.deleteFrom('profile_visits').where('profile_addr', '=', walletAddr).execute()
  await trx.deleteFrom('users').where('wallet_addr', '=', walletAddr).execute()
  return user?.profile_image ? [user.profile_image] : []
}
