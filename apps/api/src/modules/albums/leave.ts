import type { LeavePart } from '../account/leave.ts'

/** The member's photos go, with the likes on them (the rewards stay); answers their images. */
export const albumsLeave: LeavePart = async (trx, walletAddr) => {
  const photos = await trx
    .selectFrom('album_photos')
    .select(['id', 'image'])
    .where('wallet_addr', '=', walletAddr)
    .execute()
  await trx.deleteFrom('album_likes').where('target_addr', '=', walletAddr).execute()
  await trx.deleteFrom('album_photos').where('wallet_addr', '=', walletAddr).execute()
  return photos.map((photo) => photo.image)
}
