import type { Address } from '@memap/shared/address'
import { nameKey } from '@memap/shared/name-key'
import { PUSH_KINDS } from '@memap/shared/push'
import type { Db } from '../../apps/api/src/db/database.ts'
import { seoulDay } from '../../apps/api/src/lib/days.ts'
import { kindsToBits } from '../../apps/api/src/modules/push/kinds.ts'
import type { TestPushService } from '../../apps/api/src/test/push-service.ts'
import { writeSessionRows } from '../lib/sessions.ts'
import { addressOf } from '../million/shape.ts'

/** A seeded member: signed in, with today's emotion and one device subscribed to every kind. */
export interface PushMember {
  address: Address
  name: string
  cookie: string
  userEmotionId: number
  /** The push service's name for the member's device. */
  device: string
}

const BATCH = 500

/** Member k's name: unique, and no name is another's followed by a space. */
export const benchName = (k: number) => `Bench ${k}`

/**
 * Writes `count` members straight into a migrated database, as registering, signing in,
 * posting today's emotion and subscribing in /settings would leave them: a profile open to
 * others, a session, today's emotion (so that anyone may cheer it) and a push subscription of
 * the session to `service` (its endpoint as the URL parser writes it back, every kind, English).
 * Nothing is queued: the rows a post or a subscription writes push nothing by themselves.
 */
export async function seedPushMembers(
  db: Db,
  count: number,
  service: TestPushService,
  now = new Date(),
): Promise<PushMember[]> {
  const at = now.toISOString()
  const day = seoulDay(now)
  const addresses = Array.from({ length: count }, (_, k) => addressOf(k))
  for (let i = 0; i < count; i += BATCH) {
    await db
      .insertInto('users')
      .values(
        addresses.slice(i, i + BATCH).map((wallet_addr, j) => {
          const name = benchName(i + j)
          return {
            wallet_addr,
            name,
            name_key: nameKey(name),
            description: 'Here for the cheers',
            profile_image: null,
            x: null,
            telegram: null,
            linkedin: null,
            custom_url: null,
            x_id: null,
            telegram_id: null,
            svn: 3,
            open_profile: 1,
            token_id: String(i + j + 1),
            created_at: at,
            updated_at: at,
            suspended_at: null,
          }
        }),
      )
      .execute()
  }
  const sessions = await writeSessionRows(db, addresses)
  for (let i = 0; i < count; i += BATCH) {
    await db
      .insertInto('user_emotions')
      .values(
        addresses.slice(i, i + BATCH).map((wallet_addr, j) => ({
          wallet_addr,
          emotion_id: 1 + ((i + j) % 14),
          description: 'A day worth a cheer',
          day,
          created_at: at,
        })),
      )
      .execute()
  }
  const posted = new Map(
    (await db.selectFrom('user_emotions').select(['id', 'wallet_addr']).execute()).map((row) => [
      row.wallet_addr,
      row.id,
    ]),
  )
  const kinds = kindsToBits(PUSH_KINDS)
  const devices: string[] = []
  for (let i = 0; i < count; i += BATCH) {
    await db
      .insertInto('push_subscriptions')
      .values(
        addresses.slice(i, i + BATCH).map((wallet_addr, j) => {
          const k = i + j
          const device = service.subscription(`m${k}`)
          devices.push(device.device)
          const session = sessions[k] as (typeof sessions)[number]
          return {
            endpoint: device.endpoint,
            p256dh: device.keys.p256dh,
            auth: device.keys.auth,
            wallet_addr,
            session_id: session.publicId,
            session_expires_at: session.expiresAt,
            kinds,
            language: 'en' as const,
            created_at: at,
            updated_at: at,
          }
        }),
      )
      .execute()
  }
  return addresses.map((address, k) => ({
    address,
    name: benchName(k),
    cookie: sessions[k]?.cookie as string,
    userEmotionId: posted.get(address) as number,
    device: devices[k] as string,
  }))
}
