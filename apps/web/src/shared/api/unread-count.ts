import type { Address } from '@memap/shared/address'
import { unreadCount } from '@memap/shared/endpoints/notifications'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'

// `GET /v0/notification/unread-count` (owner only): shown on the menu button and the News entry,
// kept current by the live events (app/live-updates.ts).

export function getUnreadCountQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: ['unread-count', walletAddr],
    queryFn: ({ signal }) =>
      api.call(unreadCount, { query: { walletAddr }, signal }).then((answer) => answer.Count),
  })
}

/** The count, unless `enabled` is false (a wallet without a MeMap has no News). */
export function useUnreadCount(walletAddr: Address, enabled = true) {
  return useQuery({ ...getUnreadCountQueryOptions(walletAddr), enabled })
}
