import type { Address } from '@memap/shared/address'
import { isWalletAddress } from '../../../shared/lib/wallet-address.ts'

export type ProfileTarget =
  | { kind: 'wallet'; address: Address }
  /** A `user` was given but is no wallet address. */
  | { kind: 'invalid' }
  /** Nobody to show: PRODUCT.md §2 sends the page to /. */
  | { kind: 'none' }

/**
 * PRODUCT.md §2, /memap: whose profile to show: the URL's `user` (`/memap?user=0x…`), else the
 * signed-in wallet.
 */
export function profileTarget(queryUser: string | null, own: Address | null): ProfileTarget {
  const given = queryUser || own
  if (!given) return { kind: 'none' }
  // Any letter case: the API answers the profile with the address in checksum form.
  return isWalletAddress(given) ? { kind: 'wallet', address: given } : { kind: 'invalid' }
}
