import type { Db, SqlValue } from '../../db/database.ts'

/** The albums module's tables: photos in nine slots, and their likes. */
export function albumsRepo(db: Db) {
  return {
    photosOf: (walletAddr: string) =>
      db
        .selectFrom('album_photos')
        .select(['id', 'slot', 'image', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('slot')
        .execute(),

    findPhoto: (id: number) =>
      db.selectFrom('album_photos').selectAll().where('id', '=', id).executeTakeFirst(),

    insertPhoto: (row: { wallet_addr: string; slot: number; image: string; created_at: string }) =>
      db.insertInto('album_photos').values(row).returning('id').executeTakeFirstOrThrow(),

    /** Whether any album shows the image stored under `key`. */
    showsImage: async (key: string) =>
      (await db
        .selectFrom('album_photos')
        .select('id')
        .where('image', '=', key)
        .executeTakeFirst()) !== undefined,

    async deletePhoto(id: number, walletAddr: string): Promise<boolean> {
      const result = await db
        .deleteFrom('album_photos')
        .where('id', '=', id)
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },

    deleteLikesOf: (photoId: number) =>
      db.deleteFrom('album_likes').where('photo_id', '=', photoId).execute(),

    insertLike: (row: {
      photo_id: number
      wallet_addr: string
      target_addr: string
      day: string
      created_at: string
    }) => db.insertInto('album_likes').values(row).execute(),

    likesOf: async (photoId: number) => {
      const row = await db
        .selectFrom('album_likes')
        .select((eb) => eb.fn.countAll<string | number>().as('likes'))
        .where('photo_id', '=', photoId)
        .executeTakeFirstOrThrow()
      return Number(row.likes)
    },

    hasLiked: async (photoId: number, walletAddr: string) =>
      (await db
        .selectFrom('album_likes')
        .select('wallet_addr')
        .where('photo_id', '=', photoId)
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst()) !== undefined,

    /** The number of likes received on `day`, as a query another can nest. */
    likesReceivedOn: (targetAddr: SqlValue<string>, day: SqlValue<string>) =>
      db
        .selectFrom('album_likes')
        .select((eb) => eb.fn.countAll<string | number>().as('likes'))
        .where('target_addr', '=', targetAddr)
        .where('day', '=', day),
  }
}
