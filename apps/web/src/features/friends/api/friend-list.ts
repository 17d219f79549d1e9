import type { Address } from '@memap/shared/address'
import { friendList } from '@memap/shared/endpoints/friends'
import type { friendSchema } from '@memap/shared/friends'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/friends/list?walletAddr=`: a member's friends, newest friendship first.

export type Friend = z.output<typeof friendSchema>

/** The first element of every friend list's key, to refresh them when a friendship changes. */
export const FRIEND_LIST_KEY = 'friend-list'

export function getFriendListQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: [FRIEND_LIST_KEY, walletAddr],
    queryFn: ({ signal }) => api.call(friendList, { query: { walletAddr }, signal }),
  })
}

export function useFriendList(walletAddr: Address) {
  return useQuery(getFriendListQueryOptions(walletAddr))
}
