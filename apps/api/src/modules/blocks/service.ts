import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import { forbidden } from '../../errors.ts'
import { blocksRepo } from './repo.ts'

/**
 * The refusal between two members when either blocks the other. The same words whoever blocked
 * whom: the blocked member is not told (a blocker sees Unblock on the profile).
 */
export const BLOCKED_MESSAGE = 'you cannot interact with this member'

/** Who blocks whom, and the checks the other modules make with it. */
export function blocksService(deps: { db: Db }) {
  const repo = blocksRepo(deps.db)
  return {
    /** Throws the refusal when either of the two blocks the other. */
    async refuseIfBlocked(a: Address, b: Address): Promise<void> {
      if (await repo.blockedEitherWay(a, b)) throw forbidden('blocked', BLOCKED_MESSAGE)
    },

    /** Writes the block in the caller's transaction; false when it was there already. */
    insertIn: (trx: Db, blocker: Address, blocked: Address, now: Date) =>
      blocksRepo(trx).insert(blocker, blocked, now),

    remove: (blocker: Address, blocked: Address) => repo.remove(blocker, blocked),

    blockedBy: (blocker: Address) => repo.blockedBy(blocker),
  }
}

export type BlocksService = ReturnType<typeof blocksService>
