import { type AliasedExpression, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { UserRow } from './repo.ts'
import type { ProfileViewColumns } from './section.ts'

export type ProfileRow = UserRow & { visitors_on_day: string | number } & Record<string, unknown>

/** Stand-ins bound while compiling, for the three parameters that every read replaces. */
const STAND_INS = ['<target>', '<viewer>', '<day>'] as const

/**
 * The query that reads a profile: the user, the number of the day's visitors, and the columns
 * `extra` adds over the viewing, built and compiled once. (Kysely builds and compiles a query at
 * every run, which was a third of a profile read's CPU time.) The viewing is a one-row
 * `profile_view` at the head of the SQL, so its three values are the first parameters and the
 * only ones that change: a read binds them and runs the same SQL again.
 */
export function compileProfileQuery(
  db: Db,
  extra: (view: ProfileViewColumns) => AliasedExpression<unknown, string>[],
) {
  const view: ProfileViewColumns = {
    target: sql.ref('profile_view.target'),
    viewer: sql.ref('profile_view.viewer'),
    day: sql.ref('profile_view.day'),
  }
  const compiled = db
    .with('profile_view', (query) =>
      query.selectNoFrom([
        sql<string>`cast(${STAND_INS[0]} as text)`.as('target'),
        sql<string>`cast(${STAND_INS[1]} as text)`.as('viewer'),
        sql<string>`cast(${STAND_INS[2]} as text)`.as('day'),
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
    .compile()

  const [target, viewer, day, ...fixed] = compiled.parameters
  const standIn = (value: unknown) => (STAND_INS as readonly unknown[]).includes(value)
  if (
    target !== STAND_INS[0] ||
    viewer !== STAND_INS[1] ||
    day !== STAND_INS[2] ||
    fixed.some(standIn)
  ) {
    throw new Error('the profile query must take the viewing as its first three parameters only')
  }

  return async (bound: { target: string; viewer: string; day: string }) => {
    const { rows } = await db.executeQuery<ProfileRow>({
      ...compiled,
      parameters: [bound.target, bound.viewer, bound.day, ...fixed],
    })
    return rows[0]
  }
}
