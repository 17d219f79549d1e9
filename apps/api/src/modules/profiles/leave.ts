import type { LeavePart } from '../../core/account-parts.ts'
import { profilesRepo } from './repo.ts'

/**
 * The profile goes: the page answers 404, the name is free again and found by no search, and the
 * linked X and Telegram accounts (columns of the profile) are released. Answers its picture. The
 * NFT stays the member's; the mint is not queued again if they join later (its key is the wallet).
 */
export const profilesLeave: LeavePart = async (trx, walletAddr) => {
  const repo = profilesRepo(trx)
  const user = await repo.rowOf(walletAddr)
  await repo.remove(walletAddr)
  return user?.profile_image ? [user.profile_image] : []
}
