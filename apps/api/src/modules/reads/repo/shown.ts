import type { Address } from '@memap/shared/address'
import type { Db } from '../../../db/database.ts'
import { present } from './members.ts'

// A member's things as others see them: none of a member who is not present (gone, suspended),
// tested in the query that reads them: one rule for every public read (PRODUCT.md §11).

/** The member's album, by slot. */
export const shownPhotosOf = (db: Db, wallet: Address) =>
  db
    .selectFrom('album_photos')
    .select(['id', 'slot', 'image', 'created_at'])
    .where('wallet_addr', '=', wallet)
    .where((eb) => eb.exists(present(db, eb.ref('album_photos.wallet_addr'))))
    .orderBy('slot')
    .execute()

/** A photo of an album. */
export const shownPhoto = (db: Db, id: number) =>
  db
    .selectFrom('album_photos')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.exists(present(db, eb.ref('album_photos.wallet_addr'))))
    .executeTakeFirst()

/** Whether an album shows the image stored under `key`. */
export const albumShowsImage = async (db: Db, key: string) =>
  (await db
    .selectFrom('album_photos')
    .select('id')
    .where('image', '=', key)
    .where((eb) => eb.exists(present(db, eb.ref('album_photos.wallet_addr'))))
    .executeTakeFirst()) !== undefined

/** A posted emotion. */
export const shownEmotion = (db: Db, id: number) =>
  db
    .selectFrom('user_emotions')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.exists(present(db, eb.ref('user_emotions.wallet_addr'))))
    .executeTakeFirst()

/** The badges the member owns, by id. */
export const shownBadgesOf = (db: Db, wallet: Address) =>
  db
    .selectFrom('user_badges')
    .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
    .select(['badges.id', 'badges.name', 'user_badges.active'])
    .where('user_badges.wallet_addr', '=', wallet)
    .where((eb) => eb.exists(present(db, eb.ref('user_badges.wallet_addr'))))
    .orderBy('badges.id')
    .execute()
