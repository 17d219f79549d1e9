import type { Address } from '@memap/shared/address'
import { userInfo } from '@memap/shared/endpoints/profile'
import type { UserInfo } from '@memap/shared/profile'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../lib/api-client.ts'

// `GET /v0/user/info`: a profile as a viewer sees it. Used by the login flow, the profile and
// the settings screen, hence in shared/.

export type UserInfoParams = {
  target: Address
  /** The signed-in wallet looking at it; none for a visitor. */
  viewer: Address | null
}

export function getUserInfo(
  { target, viewer }: UserInfoParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserInfo> {
  return api.call(userInfo, {
    query: { walletAddr: viewer ?? '', targetWalletAddr: target },
    signal,
  })
}

/** The first element of every user-info query key, to refresh them all after an edit. */
export const USER_INFO_KEY = 'user-info'

export function getUserInfoQueryOptions(params: UserInfoParams) {
  return queryOptions({
    queryKey: [USER_INFO_KEY, params.target, params.viewer],
    queryFn: ({ signal }) => getUserInfo(params, { signal }),
  })
}

export function useUserInfo(params: UserInfoParams) {
  return useQuery(getUserInfoQueryOptions(params))
}

/**
 * Reads every profile again: for a change made where no mutation of this page saw it (the X
 * callback, Telegram's popup).
 */
export function useRefreshUserInfo(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
    [queryClient],
  )
}
