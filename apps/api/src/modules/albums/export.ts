import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { imageUrl } from '../../storage/images.ts'
import { albumsRepo } from './repo.ts'

/**
 * The member's album (with its image addresses and likes), the likes they gave, and how many
 * slots' upload reward they hold.
 */
export const albumExport =
  (db: Db): ExportPart<'Album' | 'LikesGiven' | 'PaidAlbumSlots'> =>
  async (walletAddr) => {
    const repo = albumsRepo(db)
    const [photos, given, paidSlots] = await Promise.all([
      repo.photosWithLikesOf(walletAddr),
      repo.likesGivenBy(walletAddr),
      repo.paidSlotsOf(walletAddr),
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
      PaidAlbumSlots: paidSlots,
    }
  }
