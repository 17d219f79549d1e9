import type { Address } from '@memap/shared/address'
import { ALBUM_SLOTS } from '@memap/shared/albums'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/** The albums module's tables: photos in nine slots, and their likes. */
export function albumsRepo(db: Db) {
  return {
    photosOf: (walletAddr: Address) =>
      db
        .selectFrom('album_photos')
        .select(['id', 'slot', 'image', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('slot')
        .execute(),

    findPhoto: (id: number) =>
      db.selectFrom('album_photos').selectAll().where('id', '=', id).executeTakeFirst(),

    insertPhoto: (row: { wallet_addr: Address; slot: number; image: string; created_at: string }) =>
      db.insertInto('album_photos').values(row).returning('id').executeTakeFirstOrThrow(),

    /** Whether any album shows the image stored under `key`, a suspended member's too. */
    showsImage: async (key: string) =>
      (await db
        .selectFrom('album_photos')
        .select('id')
        .where('image', '=', key)
        .executeTakeFirst()) !== undefined,

    async deletePhoto(id: number, walletAddr: Address): Promise<boolean> {
      const result = await db
        .deleteFrom('album_photos')
        .where('id', '=', id)
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },

    /**
     * Takes one of the wallet's nine paid slots, if it has one left: answers whether the upload
     * is paid. A conditional update, so that racing uploads cannot pay a tenth.
     */
    async takePaidSlot(walletAddr: Address): Promise<boolean> {
      await db
        .insertInto('album_slot_rewards')
        .values({ wallet_addr: walletAddr, paid: 0 })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      const taken = await db
        .updateTable('album_slot_rewards')
        .set((eb) => ({ paid: eb('paid', '+', 1) }))
        .where('wallet_addr', '=', walletAddr)
        .where('paid', '<', ALBUM_SLOTS)
        .executeTakeFirst()
      return taken.numUpdatedRows === 1n
    },

    /** Gives a paid slot back: a delete was charged for. */
    releasePaidSlot: (walletAddr: Address) =>
      db
        .updateTable('album_slot_rewards')
        .set((eb) => ({ paid: eb('paid', '-', 1) }))
        .where('wallet_addr', '=', walletAddr)
        .where('paid', '>', 0)
        .execute(),

    /** The likes of `owner`'s photo go: the day's likes on their profile change. */
    deleteLikesOf: async (photoId: number, owner: Address) => {
      await db.deleteFrom('album_likes').where('photo_id', '=', photoId).execute()
      recordChange(db, { walletAddr: owner })
    },

    insertLike: async (row: {
      photo_id: number
      wallet_addr: Address
      target_addr: Address
      day: string
      created_at: string
    }) => {
      await db.insertInto('album_likes').values(row).execute()
      // The day's likes are on the liked member's profile.
      recordChange(db, { walletAddr: row.target_addr })
    },

    likesOf: async (photoId: number) => {
      const row = await db
        .selectFrom('album_likes')
        .select((eb) => eb.fn.countAll<string | number>().as('likes'))
        .where('photo_id', '=', photoId)
        .executeTakeFirstOrThrow()
      return Number(row.likes)
    },

    hasLiked: async (photoId: number, walletAddr: Address) =>
      (await db
        .selectFrom('album_likes')
        .select('wallet_addr')
        .where('photo_id', '=', photoId)
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst()) !== undefined,

    /** The member's album, each photo's likes counted, by slot (the member's export). */
    photosWithLikesOf: (walletAddr: Address) =>
      db
        .selectFrom('album_photos')
        .select((eb) => [
          'album_photos.id',
          'album_photos.slot',
          'album_photos.image',
          'album_photos.created_at',
          eb
            .selectFrom('album_likes')
            .select((count) => count.fn.countAll<number | string>().as('count'))
            .whereRef('album_likes.photo_id', '=', 'album_photos.id')
            .as('likes'),
        ])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('slot')
        .execute(),

    /** The likes the member gave, oldest first. */
    likesGivenBy: (walletAddr: Address) =>
      db
        .selectFrom('album_likes')
        .select(['photo_id', 'target_addr', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),

    /** How many slots' upload reward the member holds (0 before the first). */
    paidSlotsOf: async (walletAddr: Address) =>
      (
        await db
          .selectFrom('album_slot_rewards')
          .select('paid')
          .where('wallet_addr', '=', walletAddr)
          .executeTakeFirst()
      )?.paid ?? 0,

    /** The member's photos go, with the likes on them; answers their images. */
    removePhotosOf: async (walletAddr: Address) => {
      const photos = await db
        .selectFrom('album_photos')
        .select('image')
        .where('wallet_addr', '=', walletAddr)
        .execute()
      await db.deleteFrom('album_likes').where('target_addr', '=', walletAddr).execute()
      await db.deleteFrom('album_photos').where('wallet_addr', '=', walletAddr).execute()
      recordChange(db, { walletAddr })
      return photos.map((photo) => photo.image)
    },
  }
}
