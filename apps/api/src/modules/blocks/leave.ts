import type { LeavePart } from '../../core/account-parts.ts'
import { blocksRepo } from './repo.ts'

/**
 * The member's own blocks go with the member. Blocks others placed on the wallet stay: they are
 * the others' choice and follow the wallet, so leaving and joining again lifts none of them.
 */
export const blocksLeave: LeavePart = async (trx, walletAddr) => {
  await blocksRepo(trx).removeBlocksBy(walletAddr)
  return []
}
