import { z } from 'zod'
import { addressSchema } from './address.ts'
import { rowIdSchema } from './rules.ts'

export const ALBUM_SLOTS = 9

export const albumListQuerySchema = z.object({ walletAddr: addressSchema })
export const albumSlotSchema = z.object({ UserAlbumId: z.number().int(), AlbumImage: z.string() })

/** `GET /v0/albums/info?walletAddr=<viewer, may be empty>&albumId=`. */
export const albumInfoQuerySchema = z.object({
  walletAddr: z
    .union([z.literal(''), addressSchema])
    .optional()
    .transform((value) => value || undefined),
  albumId: rowIdSchema(),
})
export const albumInfoSchema = z.object({
  UserAlbumId: z.number().int(),
  WalletAddr: addressSchema,
  UserName: z.string(),
  ProfileImage: z.string(),
  AlbumImage: z.string(),
  TotalLikes: z.number().int(),
  LikeStatus: z.boolean(),
  CreateAt: z.string(),
})

/** `PUT /v0/albums/upload`, multipart: these fields and the `file`. */
export const albumUploadFieldsSchema = z.object({ walletAddr: addressSchema })
/** `PUT /v0/albums/upload`: the new photo, the Whoom it paid and the balance after. */
export const albumUploadAnswerSchema = z.object({
  UserAlbumId: z.number().int(),
  Reward: z.number().int(),
  Balance: z.number().int(),
})
export const albumDeleteBodySchema = z.object({
  walletAddr: addressSchema,
  userAlbumId: rowIdSchema(),
})
export const albumLikeBodySchema = z.object({ walletAddr: addressSchema, albumId: rowIdSchema() })
