import type { Address } from '@memap/shared/address'
import type { notificationPageSchema } from '@memap/shared/notifications'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'
import { FIRST_PAGE_INDEX, nextPageIndex } from '../../../shared/lib/keyset-paging.ts'

// `GET /v0/notification/list` (owner only), keyset-paged, and `POST /v0/friends/response`.

export type NotificationPage = z.output<typeof notificationPageSchema>
export type Notification = NotificationPage['History'][number]

export function getNotificationPage(
  walletAddr: Address,
  index: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  return api.get<z.output<typeof notificationPageSchema>>('/notification/list', {
    query: { walletAddr, index },
    signal,
  })
}

export const NOTIFICATIONS_KEY = 'notifications'

export function getNotificationsQueryOptions(walletAddr: Address) {
  return infiniteQueryOptions({
    queryKey: [NOTIFICATIONS_KEY, walletAddr],
    queryFn: ({ pageParam, signal }) => getNotificationPage(walletAddr, pageParam, { signal }),
    initialPageParam: FIRST_PAGE_INDEX,
    getNextPageParam: nextPageIndex,
  })
}

export function useNotifications(walletAddr: Address) {
  return useInfiniteQuery(getNotificationsQueryOptions(walletAddr))
}

/**
 * Accept or reject the pending friend request from `requester` (the notification's
 * WalletAddr), as `walletAddr`.
 */
export async function respondToFriendRequest(params: {
  walletAddr: Address
  requester: Address
  rejection: boolean
}): Promise<void> {
  await api.post<true>('/friends/response', {
    body: {
      walletAddr: params.walletAddr,
      targetWalletAddr: params.requester,
      rejection: params.rejection,
    },
  })
}
