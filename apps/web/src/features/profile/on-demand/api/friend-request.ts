import type { Address } from '@memap/shared/address'
import * as friendCalls from '@memap/shared/endpoints/friends'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPointBalanceQueryOptions } from '../../../../shared/api/point-balance.ts'
import { api } from '../../../../shared/lib/api-client.ts'
import { ApiError } from '../../../../shared/lib/api-errors.ts'

/** `POST /v0/friends/request`: holds the target's SNV in Whoom until the target answers. */
export async function sendFriendRequest(walletAddr: Address, target: Address): Promise<void> {
  await api.call(friendCalls.sendFriendRequest, {
    body: { walletAddr, targetWalletAddr: target, rejection: false },
  })
}

/** The server's refusal of a request the points cannot cover. */
export const isInsufficientForFriendRequest = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'insufficient_whoom'

/**
 * Sends a friend request as `walletAddr`. Refused for the points, the balance is read again
 * before the call ends, so the insufficient balance dialog shows what the member has.
 */
export function useSendFriendRequest(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: Address) => sendFriendRequest(walletAddr, target),
    onError: async (error) => {
      if (isInsufficientForFriendRequest(error)) {
        await queryClient.invalidateQueries(getPointBalanceQueryOptions(walletAddr))
      }
    },
  })
}
