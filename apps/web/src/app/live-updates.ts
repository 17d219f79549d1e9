import type { Address } from '@memap/shared/address'
import type { LiveEvents } from '@memap/shared/events'
import type { NotificationType } from '@memap/shared/notifications'
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ALBUM_KEY } from '../features/album/api/albums.ts'
import { FRIEND_LIST_KEY } from '../features/friends/api/friend-list.ts'
import { NOTIFICATIONS_KEY } from '../features/notifications/api/notifications.ts'
import { EMOTION_DETAIL_KEY } from '../features/profile/api/emotion-detail.ts'
import { POINT_HISTORY_KEY } from '../features/rewards/api/point-history.ts'
import { getSessionAddress } from '../features/session/api/auth.ts'
import { getPointBalanceQueryOptions } from '../shared/api/point-balance.ts'
import { getUnreadCountQueryOptions } from '../shared/api/unread-count.ts'
import { USER_INFO_KEY } from '../shared/api/user-info.ts'
import { openLiveEvents } from '../shared/lib/live-events.ts'

/**
 * What a notification changes on the member's screens besides the news list: a cheer the
 * emotion's count, a like the album's, a friendship the friend status on profiles and the lists,
 * a signed badge purchase settled the badges and the Whoom in the wallet, a refund and a withdrawal
 * paid the Whoom in the wallet. The news and the Whoom history are read again for every notification (a
 * withdrawal's entry turns from pending to paid).
 */
export const CHANGED_BY: Partial<Record<NotificationType, readonly string[]>> = {
  emotion_cheer_receive: [EMOTION_DETAIL_KEY, USER_INFO_KEY],
  album_like_receive: [ALBUM_KEY],
  friend_receive: [USER_INFO_KEY],
  friend_request_accept: [USER_INFO_KEY, FRIEND_LIST_KEY],
  friend_request_rejection: [USER_INFO_KEY],
  friend_delete: [USER_INFO_KEY, FRIEND_LIST_KEY],
  // The badges' keys written out (OWNED_BADGES_KEY, PENDING_BADGES_KEY, ON_CHAIN_BALANCE_KEY):
  // imported, the badges feature's API would become a chunk of its own, named in the preload
  // lists of the first visit (e2e/weight.test.ts). live-updates.test.ts holds them equal.
  badge_purchased: ['owned-badges', 'pending-badges', 'on-chain-balance'],
  badge_purchase_failed: ['pending-badges', 'on-chain-balance'],
  badge_payment_refunded: ['on-chain-balance'],
  withdrawal_paid: ['on-chain-balance'],
}

/**
 * Sets a value a live event carries. A fetch of the same query still in flight read the database
 * before the change: it is cancelled first, or its older answer would land after this one and
 * stay (the stream only sends a value again when it changes).
 */
export async function setLiveValue(queryClient: QueryClient, queryKey: QueryKey, value: unknown) {
  await queryClient.cancelQueries({ queryKey, exact: true })
  queryClient.setQueryData(queryKey, value)
}

/** Reads again what a notification changed, where a screen shows it. */
export function applyNotification(
  queryClient: QueryClient,
  address: Address,
  entry: LiveEvents['notification'],
) {
  const keys = [
    [NOTIFICATIONS_KEY, address],
    [POINT_HISTORY_KEY, address],
    ...(CHANGED_BY[entry.WhoomHistoryTypeName] ?? []).map((key) => [key]),
  ]
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
}

/**
 * While a member is signed in, their live events keep the screens current through the query
 * cache: the balance and unread count are set, what a notification changes is refetched (only
 * where a screen shows it). Closed when the session ends (Unlink clears the address).
 */
export function useLiveUpdates(address: Address | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!address) return
    return openLiveEvents(
      {
        balance: ({ Value }) =>
          void setLiveValue(queryClient, getPointBalanceQueryOptions(address).queryKey, Value),
        unread: ({ Count }) =>
          void setLiveValue(queryClient, getUnreadCountQueryOptions(address).queryKey, Count),
        notification: (entry) => applyNotification(queryClient, address, entry),
      },
      // A session ended elsewhere ("Sign out" in another device's settings) ends the stream: ask
      // the server, whose 401 takes the member back to the start (app/use-leave-on-sign-out.ts).
      { onGaveUp: () => void getSessionAddress().catch(() => undefined) },
    )
  }, [address, queryClient])
}
