import type { Address } from '@memap/shared/address'
import { answerFriendRequest } from '@memap/shared/endpoints/friends'
import { notificationPage } from '@memap/shared/endpoints/notifications'
import type { notificationPageSchema } from '@memap/shared/notifications'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { z } from 'zod'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'
import { FIRST_PAGE_INDEX, nextPageIndex } from '../../../shared/lib/keyset-paging.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'

// `GET /v0/notification/list` (owner only), keyset-paged, and `POST /v0/friends/response`.

export type NotificationPage = z.output<typeof notificationPageSchema>
export type Notification = NotificationPage['History'][number]

export function getNotificationPage(
  walletAddr: Address,
  index: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  return api.call(notificationPage, { query: { walletAddr, index }, signal })
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
  await api.call(answerFriendRequest, {
    body: {
      walletAddr: params.walletAddr,
      targetWalletAddr: params.requester,
      rejection: params.rejection,
    },
  })
}

/** An answer to the friend request of one notification. */
export type FriendRequestAnswer = {
  /** The notification answered, for the busy state of its buttons. */
  notificationId: number
  requester: Address
  rejection: boolean
}

/**
 * Accept or Reject, as `walletAddr`. PRODUCT.md §4 reloads the page then: here the news from its
 * first page, the balance and the profiles are read again before the call ends. Refused
 * (answered elsewhere meanwhile, perhaps), the news is read again as it is now.
 */
export function useAnswerFriendRequest(walletAddr: Address) {
  const queryClient = useQueryClient()
  const news = getNotificationsQueryOptions(walletAddr)
  return useMutation({
    mutationFn: ({ requester, rejection }: FriendRequestAnswer) =>
      respondToFriendRequest({ walletAddr, requester, rejection }),
    onSuccess: () =>
      Promise.all([
        queryClient.resetQueries(news),
        queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
      ]),
    onError: (error) => {
      keepCauseOfShownFailure(error)
      void queryClient.invalidateQueries(news)
    },
  })
}
