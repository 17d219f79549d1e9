import type { Address } from '@memap/shared/address'
import { ALBUM_SLOTS } from '@memap/shared/albums'
import { ECONOMY } from '@memap/shared/economy'
import { ALBUM_IMAGE_SIDE } from '@memap/shared/rules'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import {
  badRequest,
  conflict,
  InsufficientBalanceError,
  memapRequired,
  notFound,
} from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { type ImagePipeline, imageUrl } from '../../storage/images.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { DailyInteractions } from '../daily/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { albumsRepo } from './repo.ts'

const FULL_ALBUM_MESSAGE = 'the album already holds 9 photos'

/** The Top 9 album: uploads (+5, +15 once when full), deletes (-10) and likes (+2 each side). */
export function albumsService(deps: {
  db: Db
  /** Reads and stores the pictures, each counted against the wallet's daily allowance. */
  images: ImagePipeline
  profiles: ProfilesService
  /** Whose photos others may see (reads' shownPhotosOf, shownPhoto, albumShowsImage). */
  reads: ReadsService
  blocks: BlocksService
  interactions: DailyInteractions
  ledger: PointsLedger
}) {
  const { db, profiles, reads, ledger } = deps
  const repo = albumsRepo(db)

  async function requireMember(wallet: Address) {
    const user = await profiles.findByWallet(wallet)
    if (!user) throw memapRequired()
    return user
  }

  /** Puts the photo in the first free slot; the slot's unique key refuses a race for it. */
  async function insertInFreeSlot(wallet: Address, image: string, now: Date) {
    return withTransaction(db, async (trx) => {
      const tx = albumsRepo(trx)
      const taken = new Set((await tx.photosOf(wallet)).map((photo) => photo.slot))
      const slot = Array.from({ length: ALBUM_SLOTS }, (_, i) => i + 1).find((s) => !taken.has(s))
      if (!slot) throw conflict('album_full', FULL_ALBUM_MESSAGE)
      const { id } = await tx.insertPhoto({
        wallet_addr: wallet,
        slot,
        image,
        created_at: now.toISOString(),
      })
      let reward = 0
      // Paid while the wallet holds fewer than nine paid slots; leaving gives none back, so that
      // leaving and uploading again earns no more than deleting (−10) and uploading would.
      if (await tx.takePaidSlot(wallet)) {
        await ledger.post(
          trx,
          {
            walletAddr: wallet,
            type: 'album_posting',
            amount: ECONOMY.albumUploadReward,
            idempotencyKey: `album_posting:${id}`,
          },
          now,
        )
        reward += ECONOMY.albumUploadReward
      }
      // Once per wallet, whatever deletes and uploads follow: the key says so.
      if (
        taken.size + 1 === ALBUM_SLOTS &&
        (await ledger.post(
          trx,
          {
            walletAddr: wallet,
            type: 'album_posting_all',
            amount: ECONOMY.albumCompleteReward,
            idempotencyKey: `album_posting_all:${wallet}`,
          },
          now,
        ))
      ) {
        reward += ECONOMY.albumCompleteReward
      }
      // What the screen shows next: the reward paid, and the balance it made.
      return { UserAlbumId: id, Reward: reward, Balance: await ledger.balanceOf(trx, wallet) }
    })
  }

  return {
    list: async (wallet: Address) =>
      (await reads.shownPhotosOf(wallet)).map((photo) => ({
        UserAlbumId: photo.id,
        AlbumImage: imageUrl(photo.image),
      })),

    async info(photoId: number, viewer: Address | undefined) {
      const photo = await reads.shownPhoto(photoId)
      if (!photo) throw notFound('no_such_photo', 'no such photo')
      const [owner, likes, liked] = await Promise.all([
        profiles.findByWallet(photo.wallet_addr),
        repo.likesOf(photoId),
        viewer ? repo.hasLiked(photoId, viewer) : false,
      ])
      return {
        UserAlbumId: photo.id,
        WalletAddr: photo.wallet_addr,
        UserName: owner?.name ?? '',
        ProfileImage: owner?.profile_image ? imageUrl(owner.profile_image) : '',
        AlbumImage: imageUrl(photo.image),
        TotalLikes: likes,
        LikeStatus: liked,
        CreateAt: photo.created_at,
      }
    },

    async upload(wallet: Address, file: Buffer, now = new Date()) {
      await requireMember(wallet)
      if ((await repo.photosOf(wallet)).length >= ALBUM_SLOTS)
        throw conflict('album_full', FULL_ALBUM_MESSAGE)
      const image = await deps.images.store(
        wallet,
        file,
        { maxSide: ALBUM_IMAGE_SIDE, field: 'file' },
        now,
      )
      // Two uploads racing for the last slot: the loser tries the next free one, if any.
      for (let attempt = 0; ; attempt++) {
        try {
          return await insertInFreeSlot(wallet, image, now)
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= ALBUM_SLOTS) throw error
        }
      }
    },

    async remove(wallet: Address, photoId: number, now = new Date()) {
      const photo = await repo.findPhoto(photoId)
      if (!photo || photo.wallet_addr !== wallet)
        throw notFound('no_such_photo', 'no such photo in your album')
      try {
        await withTransaction(db, async (trx) => {
          const tx = albumsRepo(trx)
          if (!(await tx.deletePhoto(photoId, wallet)))
            throw notFound('no_such_photo', 'no such photo in your album')
          await tx.deleteLikesOf(photoId, wallet)
          await tx.releasePaidSlot(wallet)
          await ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'album_update',
              amount: -ECONOMY.albumDeletePayment,
              idempotencyKey: `album_update:${photoId}`,
            },
            now,
          )
        })
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw badRequest('insufficient_whoom', 'insufficient point balance')
        throw error
      }
    },

    /**
     * A moderator's decision: the photo leaves its album (its slot is free again); its likes
     * and the rewards they paid stay as they were. Answers whose it was and its image key.
     */
    async hidePhoto(photoId: number): Promise<{ wallet: Address; image: string } | undefined> {
      const photo = await repo.findPhoto(photoId)
      if (!photo || !(await repo.deletePhoto(photoId, photo.wallet_addr))) return undefined
      return { wallet: photo.wallet_addr, image: photo.image }
    },

    /** The photo's owner and image address, if it is still in an album. */
    async photo(photoId: number) {
      const photo = await repo.findPhoto(photoId)
      return photo && { wallet: photo.wallet_addr, imageUrl: imageUrl(photo.image) }
    },

    /** Whether an album shows the image under `key` (before its file is deleted). */
    showsImage: (key: string) => repo.showsImage(key),
    /** Whether a present member's album shows it (the image route serves nothing else). */
    showsImageToOthers: reads.albumShowsImage,

    async like(wallet: Address, photoId: number, now = new Date()) {
      const me = await requireMember(wallet)
      const photo = await reads.shownPhoto(photoId)
      if (!photo) throw notFound('no_such_photo', 'no such photo')
      if (photo.wallet_addr === wallet)
        throw badRequest('cannot_like_own', 'you cannot like your own photo')
      await deps.blocks.refuseIfBlocked(wallet, photo.wallet_addr)
      if (await repo.hasLiked(photoId, wallet))
        throw conflict('already_liked', 'you already liked this photo')
      // Each side's news names the other member, as named now (PRODUCT.md §4).
      const owner = await profiles.findByWallet(photo.wallet_addr)
      try {
        await withTransaction(db, async (trx) => {
          await albumsRepo(trx).insertLike({
            photo_id: photoId,
            wallet_addr: wallet,
            target_addr: photo.wallet_addr,
            day: seoulDay(now),
            created_at: now.toISOString(),
          })
          await deps.interactions.take(trx, wallet, now)
          const key = `like:${photoId}:${wallet}`
          const parties = { actorAddr: wallet, targetAddr: photo.wallet_addr }
          await ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'album_like_request',
              amount: ECONOMY.likeReward,
              counterpart: photo.wallet_addr,
              idempotencyKey: `${key}:given`,
              info: owner?.name ?? null,
              notification: parties,
            },
            now,
          )
          await ledger.post(
            trx,
            {
              walletAddr: photo.wallet_addr,
              type: 'album_like_receive',
              amount: ECONOMY.likeReward,
              counterpart: wallet,
              idempotencyKey: `${key}:received`,
              info: me.name,
              notification: parties,
            },
            now,
          )
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('already_liked', 'you already liked this photo')
        throw error
      }
    },
  }
}

export type AlbumsService = ReturnType<typeof albumsService>
