import type { Address } from '@memap/shared/address'
import { type Expression, sql } from 'kysely'
import { compileOnce } from '../../../db/compile-once.ts'
import type { Db } from '../../../db/database.ts'
import { jsonArrayFrom, jsonObjectFrom } from '../../../db/dialect.ts'

/**
 * The query of a profile as everyone sees it: the member's row, and what the day shows of them
 * (the visitors, the emotion posted, the cheers and likes received, the badges shown), built
 * and compiled once. The viewing is a one-row `profile_view` at the head of the SQL, whose
 * columns the subqueries name, never the values: a read binds two values and runs the same SQL
 * again (SQLite keeps it prepared, PostgreSQL planned). The profiles module caches the answer, so
 * every write to a table read here records a change of the target's wallet (db/changes.ts).
 */
export function compileProfileQuery(db: Db) {
  const target = sql.ref<Address>('profile_view.target')
  const day = sql.ref<string>('profile_view.day')
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
          .where('profile_visits.profile_addr', '=', target)
          .where('profile_visits.day', '=', day)
          .$asScalar()
          .as('visitors_on_day'),
        jsonObjectFrom(db, emotionPostedOn(db, target, day)).as('emotion_posted'),
        db
          .selectFrom('cheers')
          .select((count) => count.fn.countAll<string | number>().as('cheers'))
          .where('target_addr', '=', target)
          .where('day', '=', day)
          .$asScalar()
          .as('cheers_on_day'),
        db
          .selectFrom('album_likes')
          .select((count) => count.fn.countAll<string | number>().as('likes'))
          .where('target_addr', '=', target)
          .where('day', '=', day)
          .$asScalar()
          .as('likes_on_day'),
        jsonArrayFrom(db, badgesShownBy(db, target)).as('badges_shown'),
      ])
      .where('users.wallet_addr', '=', target)
      // A suspended member's profile answers 404 (a moderator's decision).
      .where('users.suspended_at', 'is', null),
  )
  return async (bound: { target: Address; day: string }) => (await query(bound))[0]
}

export type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof compileProfileQuery>>>>

/** The emotion `wallet` posted on `day`, with its name. */
const emotionPostedOn = (db: Db, wallet: Expression<Address>, day: Expression<string>) =>
  db
    .selectFrom('user_emotions')
    .innerJoin('emotions', 'emotions.id', 'user_emotions.emotion_id')
    .select(['user_emotions.id', 'user_emotions.emotion_id', 'emotions.name'])
    .where('user_emotions.wallet_addr', '=', wallet)
    .where('user_emotions.day', '=', day)

/** The badges `wallet` shows (its active ones). */
const badgesShownBy = (db: Db, wallet: Expression<Address>) =>
  db
    .selectFrom('user_badges')
    .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
    .select(['badges.id', 'badges.name'])
    .where('user_badges.wallet_addr', '=', wallet)
    .where('user_badges.active', '=', 1)
