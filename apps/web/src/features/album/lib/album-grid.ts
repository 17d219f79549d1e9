import type { Address } from '@memap/shared/address'
import { ALBUM_SLOTS } from '@memap/shared/albums'
import { isWalletAddress } from '../../../shared/lib/wallet-address.ts'

export type GridSlot<T> = { kind: 'photo'; photo: T } | { kind: 'empty'; index: number }

/** The 3x3 grid: the photos in order, then empty slots up to nine. */
export function gridSlots<T>(photos: readonly T[]): GridSlot<T>[] {
  return Array.from({ length: ALBUM_SLOTS }, (_, index): GridSlot<T> => {
    const photo = photos[index]
    return photo === undefined ? { kind: 'empty', index } : { kind: 'photo', photo }
  })
}

export type AlbumTarget =
  | { kind: 'wallet'; address: Address }
  | { kind: 'invalid' }
  /** Nobody to show: PRODUCT.md §2 sends the page to /. */
  | { kind: 'none' }

/** Whose album: the URL's `user` (`/album?user=0x…`), else the own wallet. */
export function albumTarget(queryUser: string | null, own: Address | null): AlbumTarget {
  const given = queryUser || own
  if (!given) return { kind: 'none' }
  return isWalletAddress(given) ? { kind: 'wallet', address: given } : { kind: 'invalid' }
}

/** PRODUCT.md §6: the page's wallet is the own one (case-insensitive). */
export function isSameWallet(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase()
}

/**
 * PRODUCT.md §4 and §6: a like is offered when signed in with a named MeMap, on another member's
 * photo, not yet liked.
 */
export function canLike(
  viewer: Address | null,
  viewerName: string | null,
  photo: { WalletAddr: string; LikeStatus: boolean },
): boolean {
  return (
    viewer !== null &&
    (viewerName ?? '') !== '' &&
    !isSameWallet(viewer, photo.WalletAddr) &&
    !photo.LikeStatus
  )
}
