import type { Address } from '@memap/shared/address'
import type {
  albumInfoSchema,
  albumSlotSchema,
  albumUploadAnswerSchema,
} from '@memap/shared/albums'
import type { pointBalanceSchema } from '@memap/shared/points'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

// The Top 9 album (PRODUCT.md §7): list, one photo, upload, delete, like.

export type AlbumSlot = z.output<typeof albumSlotSchema>
export type AlbumPhoto = z.output<typeof albumInfoSchema>

/** The first element of every album query key. */
export const ALBUM_KEY = 'album'

/** `GET /v0/albums/list`: the owner's photos, by slot. */
export function getAlbumQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [ALBUM_KEY, 'list', walletAddr],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof albumSlotSchema>[]>('/albums/list', {
        query: { walletAddr },
        signal,
      }),
  })
}

/** `GET /v0/albums/info`: one photo as `viewer` (none for a visitor) sees it. */
export function getAlbumPhotoQueryOptions(albumId: number, viewer: Address | null) {
  return queryOptions({
    queryKey: [ALBUM_KEY, 'info', albumId, viewer],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof albumInfoSchema>>('/albums/info', {
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
  const form = new FormData()
  form.append('walletAddr', walletAddr)
  form.append('file', photo, 'album.jpg')
  return api.put<z.output<typeof albumUploadAnswerSchema>>('/albums/upload', { body: form })
}

/** `DELETE /v0/albums/delete` (-10 Whoom). */
export function deleteAlbumPhoto(walletAddr: Address, userAlbumId: number): Promise<unknown> {
  return api.delete<unknown>('/albums/delete', { body: { walletAddr, userAlbumId } })
}

/** `POST /v0/albums/like/request` (+2 Whoom to each side; counts against the daily limit). */
export function likeAlbumPhoto(walletAddr: Address, albumId: number): Promise<unknown> {
  return api.post<unknown>('/albums/like/request', { body: { walletAddr, albumId } })
}

/** `GET /v0/point/check-user?point=`: the wallet's points, and whether they cover `point`. */
export async function checkPoints(
  walletAddr: Address,
  point: number,
): Promise<{ covered: boolean; points: number }> {
  const answer = await api.get<z.output<typeof pointBalanceSchema>>('/point/check-user', {
    query: { walletAddr, point },
  })
  return { covered: answer.Checker === true, points: answer.Value }
}
