import type { Db } from '../../db/database.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ExportPart } from '../account/export.ts'

/** The member's album (with its image addresses and likes) and the likes they gave. */
export const albumExport =
  (db: Db): ExportPart<'Album' | 'LikesGiven'> =>
  async (walletAddr) => {
    const [photos, given] = await Promise.all([
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
      db
        .selectFrom('album_likes')
        .select(['photo_id', 'target_addr', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),
    ])
    return {
      Album: photos.map((row) => ({
        UserAlbumId: row.id,
        Slot: row.slot,
        ImageUrl: imageUrl(row.image),
        CreatedAt: row.created_at,
        Likes: Number(row.likes ?? 0),
      })),
      LikesGiven: given.map((row) => ({
        UserAlbumId: row.photo_id,
        To: row.target_addr,
        CreatedAt: row.created_at,
      })),
    }
  }
