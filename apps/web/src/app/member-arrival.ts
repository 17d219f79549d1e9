import type { Address } from '@memap/shared/address'
import type { QueryClient } from '@tanstack/react-query'
import { getSessionAddress } from '../features/session/api/auth.ts'
import { getMembershipQueryOptions } from '../shared/api/nft-status.ts'
import { type AppPath, paths } from '../shared/lib/paths.ts'

/**
 * Where a wallet that arrives on the landing with a stored session goes (PRODUCT.md §2): while the
 * server still names it, to its MeMap, or to /memapstart without one; 'signed-out' when the
 * session has ended; 'unknown' when the server could not be asked. Loaded only then, so a
 * visitor's first visit does not download it.
 */
export async function arrivalOf(
  address: Address,
  queryClient: QueryClient,
): Promise<AppPath | 'signed-out' | 'unknown'> {
  let current: Address | null
  try {
    current = await getSessionAddress()
  } catch {
    return 'unknown'
  }
  if (current?.toLowerCase() !== address.toLowerCase()) return 'signed-out'
  // Without an answer, the MeMap: the route guard asks again there.
  const member = await queryClient.fetchQuery(getMembershipQueryOptions(address)).catch(() => true)
  return member ? paths.memap : paths.memapStart
}
