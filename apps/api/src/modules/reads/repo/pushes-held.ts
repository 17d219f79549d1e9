import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { blockedEitherWay, cards } from './members.ts'

/**
 * What `owner` holds, with what sending it needs: the subscription, the reader's quiet
 * hours, and the actor as they are now (present or not, their picture, a block either way).
 */
export const pushesHeld = (db: Db, owner: string) =>
  db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .leftJoin('push_settings as q', 'q.wallet_addr', 'o.wallet_addr')
    .leftJoin(cards(db).as('card'), 'card.wallet_addr', 'o.actor_addr')
    .select((eb) => [
      'o.id',
      'o.subscription_id',
      'o.wallet_addr',
      'o.kind',
      'o.actor_addr',
      'o.actor_name',
      'o.value',
      'o.attempts',
      's.endpoint',
      's.p256dh',
      's.auth',
      's.language',
      's.session_expires_at',
      'q.quiet_from',
      'q.quiet_to',
      'q.time_zone',
      'card.wallet_addr as actor_present',
      'card.name as actor_name_now',
      'card.profile_image as actor_image',
      eb
        .case()
        .when('o.actor_addr', 'is', null)
        .then(sql.lit(0))
        .when(blockedEitherWay(db, eb.ref('o.wallet_addr'), eb.ref('o.actor_addr') as never))
        .then(sql.lit(1))
        .else(sql.lit(0))
        .end()
        .as('blocked'),
    ])
    .where('o.claimed_by', '=', owner)
    .where('o.sent_at', 'is', null)
    .orderBy('o.id')
    .execute()

/** A push a sender holds, with what sending it needs. */
export type HeldPush = Awaited<ReturnType<typeof pushesHeld>>[number]
