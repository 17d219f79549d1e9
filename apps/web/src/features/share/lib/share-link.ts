import type { Address } from '@memap/shared/address'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'

/**
 * The link to a member's MeMap (PRODUCT.md §2, /micode): `/memap?user=<address>` on this origin.
 * The profile route reads `user` from the query, so the link opens for anyone, signed in or not.
 */
export function shareLink(origin: string, address: Address): string {
  return `${origin.replace(/\/+$/, '')}${hrefTo(paths.memap, { user: address })}`
}
