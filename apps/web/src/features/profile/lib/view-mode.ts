import type { Address } from '@memap/shared/address'

/** PRODUCT.md §4, profile view modes. */
export type ViewMode = 'own' | 'friend' | 'pending' | 'stranger' | 'visitor'

/**
 * Who is looking at the page: its owner (addresses compared case-insensitively, PRODUCT.md §6), a
 * friend (FriendType 2), someone whose request is pending (1), a stranger (0), or a visitor who
 * is not logged in.
 */
export function viewMode(viewer: Address | null, target: Address, friendType: 0 | 1 | 2): ViewMode {
  if (viewer === null) return 'visitor'
  if (viewer.toLowerCase() === target.toLowerCase()) return 'own'
  if (friendType === 2) return 'friend'
  if (friendType === 1) return 'pending'
  return 'stranger'
}
