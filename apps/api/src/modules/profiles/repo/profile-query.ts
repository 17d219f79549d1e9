import type { Address } from '@memap/shared/address'
import { type AliasedExpression, sql } from 'kysely'
import type { ProfileViewColumns, ViewerColumns } from '../../../core/profile-section.ts'
import { compileOnce } from '../../../db/compile-once.ts'
import type { Db } from '../../../db/database.ts'
import type { UserRow } from '../repo.ts'

export type ProfileRow = UserRow & { visitors_on_day: string | number } & Record<string, unknown>

/**
 * The query that reads a profile: the user, the number of the day's visitors, and the columns
 * `extra` adds over the viewing, built and compiled once. The viewing is a one-row
 * `profile_view` at the head of the SQL, so the sections name its columns, never the values:
 * a read binds two values and runs the same SQL again.
 */
export function compileProfileQuery(
  db: Db,
  extra: (view: ProfileViewColumns) => AliasedExpression<unknown, string>[],
) {
  const view: ProfileViewColumns = {
    target: sql.ref('profile_view.target'),
    day: sql.ref('profile_view.day'),
  }
  const query = compileOnce(db, ['target', 'day'], (standIn) =>
    db
      .with('profile_view', (head) =>
        head.selectNoFrom([
          sql<Address>`cast(${standIn.target} as text)`.as('target'),
          sql<string>`cast(${standIn.day} as text)`.as('day'),
        ]),
      )
      .selectFrom(['profile_view', 'users'])
      .selectAll('users')
      .select((eb) => [
        eb
          .selectFrom('profile_visits')
          .select((count) => count.fn.countAll<string | number>().as('visitors'))
          .where('profile_visits.profile_addr', '=', view.target)
          .where('profile_visits.day', '=', view.day)
          .$asScalar()
          .as('visitors_on_day'),
        ...extra(view),
      ])
      .where('users.wallet_addr', '=', view.target)
      // A suspended member's profile answers 404 (a moderator's decision).
      .where('users.suspended_at', 'is', null)
      .$castTo<ProfileRow>(),
  )
  return async (bound: { target: Address; day: string }) => (await query(bound))[0]
}

/** The query of what `extra` reads for one viewer of one profile, compiled once likewise. */
export function compileViewerQuery(
  db: Db,
  extra: (view: ViewerColumns) => AliasedExpression<unknown, string>[],
) {
  const view: ViewerColumns = {
    target: sql.ref('viewing.target'),
    viewer: sql.ref('viewing.viewer'),
  }
  const query = compileOnce(db, ['target', 'viewer'], (standIn) =>
    db
      .with('viewing', (head) =>
        head.selectNoFrom([
          sql<Address>`cast(${standIn.target} as text)`.as('target'),
          sql<Address>`cast(${standIn.viewer} as text)`.as('viewer'),
        ]),
      )
      .selectFrom('viewing')
      .select(() => extra(view))
      .$castTo<Record<string, unknown>>(),
  )
  return async (bound: { target: Address; viewer: Address }) => (await query(bound))[0] ?? {}
}
