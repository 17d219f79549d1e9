import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import { compileOnce } from '../../../db/compile-once.ts'
import type { Db } from '../../../db/database.ts'
import { blockedEitherWay, blockOf, friendship, pendingBetween } from './members.ts'

/**
 * The query of what one viewer sees of a profile that others do not: their friendship, a
 * request pending between them, and blocks, built and compiled once over a one-row `viewing`
 * at its head, as the profile's query is (profile-query.ts). Cached by the pair: every write
 * to a table read here records a change of both wallets.
 */
export function compileViewerQuery(db: Db) {
  const target = sql.ref<Address>('viewing.target')
  const viewer = sql.ref<Address>('viewing.viewer')
  const query = compileOnce(db, ['target', 'viewer'], (standIn) =>
    db
      .with('viewing', (head) =>
        head.selectNoFrom([
          sql<Address>`cast(${standIn.target} as text)`.as('target'),
          sql<Address>`cast(${standIn.viewer} as text)`.as('viewer'),
        ]),
      )
      .selectFrom('viewing')
      .select(() => [
        friendship(db, viewer, target).$asScalar().as('friends_since'),
        pendingBetween(db, viewer, target).$asScalar().as('pending_request'),
        blockOf(db, viewer, target).$asScalar().as('blocked_at'),
        blockedEitherWay(db, viewer, target).as('blocked_either_way'),
      ]),
  )
  return async (bound: { target: Address; viewer: Address }) => {
    const [row] = await query(bound)
    if (!row) throw new Error('the viewing query answered no row')
    return row
  }
}

export type ViewerRow = Awaited<ReturnType<ReturnType<typeof compileViewerQuery>>>
