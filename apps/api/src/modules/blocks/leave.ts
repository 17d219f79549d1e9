import type { LeavePart } from '../account/leave.ts'

/** Blocks either way go: there is nobody left to block. */
export const blocksLeave: LeavePart = async (trx, walletAddr) => {
  await trx
    .deleteFrom('blocks')
    .where((eb) =>
      eb.or([eb('blocker_addr', '=', walletAddr), eb('blocked_addr', '=', walletAddr)]),
    )
    .execute()
  return []
}
