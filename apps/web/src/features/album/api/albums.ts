import type { Address } from '@memap/shared/address'
import type {
  albumInfoSchema,
  albumSlotSchema,
  albumUploadAnswerSchema,
} from '@memap/shared/albums'
import { ECONOMY } from '@memap/shared/economy'
import * as albumCalls from '@memap/shared/endpoints/albums'
import { pointBalance } from '@memap/shared/endpoints/points'
import { ALBUM_IMAGE_SIDE } from '@memap/shared/rules'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  getPointBalanceQueryOptions,
  POINT_BALANCE_KEY,
} from '../../../shared/api/point-balance.ts'
import { api } from '../../../shared/lib/api-client.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isSupportedImage, resizeImage } from '../../../shared/lib/resize-image.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import { isDailyLimit } from '../lib/like-errors.ts'

// The Top 9 album (PRODUCT.md §7): list, one photo, upload, delete, like.

export type AlbumSlot = z.output<typeof albumSlotSchema>
export type AlbumPhoto = z.output<typeof albumInfoSchema>

/** The first element of every album query key. */
export const ALBUM_KEY = 'album'

/** `GET /v0/albums/list`: the owner's photos, by slot. */
export function getAlbumQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [ALBUM_KEY, 'list', walletAddr],
    queryFn: ({ signal }) => api.call(albumCalls.albumSlots, { query: { walletAddr }, signal }),
  })
}

/** `GET /v0/albums/info`: one photo as `viewer` (none for a visitor) sees it. */
export function getAlbumPhotoQueryOptions(albumId: number, viewer: Address | null) {
  return queryOptions({
    queryKey: [ALBUM_KEY, 'info', albumId, viewer],
    queryFn: ({ signal }) =>
      api.call(albumCalls.albumPhoto, {
        query: { walletAddr: viewer ?? '', albumId },
        signal,
      }),
  })
}

/** `PUT /v0/albums/upload`, multipart: the resized JPEG into the first free slot (+5 Whoom). */
export function uploadAlbumPhoto(
  walletAddr: Address,
  photo: Blob,
): Promise<z.output<typeof albumUploadAnswerSchema>> {
  const file = new File([photo], 'album.jpg', { type: photo.type })
  return api.call(albumCalls.uploadPhoto, { form: { walletAddr, file } })
}

/** `DELETE /v0/albums/delete` (-10 Whoom). */
export function deleteAlbumPhoto(walletAddr: Address, userAlbumId: number): Promise<true> {
  return api.call(albumCalls.deletePhoto, { body: { walletAddr, userAlbumId } })
}

/** `POST /v0/albums/like/request` (+2 Whoom to each side; counts against the daily limit). */
export function likeAlbumPhoto(walletAddr: Address, albumId: number): Promise<true> {
  return api.call(albumCalls.likePhoto, { body: { walletAddr, albumId } })
}

/** `GET /v0/point/check-user?point=`: the wallet's points, and whether they cover `point`. */
export async function checkPoints(
  walletAddr: Address,
  point: number,
): Promise<{ covered: boolean; points: number }> {
  const answer = await api.call(pointBalance, { query: { walletAddr, point } })
  return { covered: answer.Checker === true, points: answer.Value }
}

/** A file that is no JPEG, PNG or WEBP, or that no decoder can read: nothing was sent. */
export class UnsupportedImageError extends Error {
  constructor(cause?: unknown) {
    super('only JPEG, PNG and WEBP pictures can be uploaded', { cause })
    this.name = 'UnsupportedImageError'
  }
}

/** What a refused album write means to the member: its own dialog, or the error dialog. */
export type AlbumRefusal = 'unsupported-image' | 'daily-limit' | 'insufficient' | 'failed'

export function albumRefusal(error: unknown): AlbumRefusal {
  if (error instanceof UnsupportedImageError) return 'unsupported-image'
  if (isDailyLimit(error)) return 'daily-limit'
  if (error instanceof ApiError && error.code === 'insufficient_whoom') {
    return 'insufficient'
  }
  return 'failed'
}

/**
 * The owner's upload: the file is checked and resized to 2048 px in the browser, then sent. The
 * balance the server answers is shown at once; the album, and the balance, are read again
 * whatever the answer.
 */
export function useUploadPhoto(walletAddr: Address | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      if (walletAddr === null) throw new Error('a visitor cannot upload')
      if (!isSupportedImage(file)) throw new UnsupportedImageError()
      const photo = await resizeImage(file, { maxSide: ALBUM_IMAGE_SIDE }).catch((error) => {
        // A file of the right type that no decoder can read: the format message, not a failure.
        keepCauseOfShownFailure(error)
        throw new UnsupportedImageError(error)
      })
      return uploadAlbumPhoto(walletAddr, photo)
    },
    onSuccess: ({ Balance }) => {
      if (walletAddr === null) return
      queryClient.setQueryData(getPointBalanceQueryOptions(walletAddr).queryKey, Balance)
    },
    onSettled: (_answer, error) => {
      if (error instanceof UnsupportedImageError) return
      void queryClient.invalidateQueries({ queryKey: [ALBUM_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    },
  })
}

/** Likes a photo (+2 Whoom); the album and the balance are read again whatever the answer. */
export function useLikePhoto(walletAddr: Address | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (photo: AlbumPhoto) => {
      if (walletAddr === null) throw new Error('a visitor cannot like')
      return likeAlbumPhoto(walletAddr, photo.UserAlbumId)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ALBUM_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    },
  })
}

/** The delete's price covered by the points, or the points there are (for the shortfall). */
export function checkDeletePayment(walletAddr: Address) {
  return checkPoints(walletAddr, ECONOMY.albumDeletePayment)
}

/**
 * Deletes a photo (-10 Whoom). Taken, the album is read again before the call ends; refused for
 * the points, the call ends with the points there are. The balance is read again either way.
 */
export function useDeletePhoto(walletAddr: Address | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (photo: AlbumPhoto) => {
      if (walletAddr === null) throw new Error('a visitor cannot delete')
      return deleteAlbumPhoto(walletAddr, photo.UserAlbumId)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALBUM_KEY] }),
    onError: () => void queryClient.invalidateQueries({ queryKey: [ALBUM_KEY] }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] }),
  })
}
