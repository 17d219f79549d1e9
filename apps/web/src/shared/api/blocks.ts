import type { Address } from '@memap/shared/address'
import { blockedMembers, blockMember, unblockMember } from '@memap/shared/endpoints/friends'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'
import { USER_INFO_KEY } from './user-info.ts'

// `POST /v0/block`, `POST /v0/unblock` and `GET /v0/block/list` (owner only): the profile's
// Block / Unblock and the blocked members in /settings.

export function getBlockedMembersQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: ['blocked-members', walletAddr],
    queryFn: ({ signal }) => api.call(blockedMembers, { query: { walletAddr }, signal }),
  })
}

export function useBlockedMembers(walletAddr: Address) {
  return useQuery(getBlockedMembersQueryOptions(walletAddr))
}

/**
 * Blocks (or unblocks) `target` as `walletAddr`. A block ends a friendship and cancels a
 * pending request, so every profile and the blocked list are read again.
 */
export function useBlockMember(walletAddr: Address, action: 'block' | 'unblock') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: Address) =>
      api.call(action === 'block' ? blockMember : unblockMember, {
        body: { walletAddr, targetWalletAddr: target },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
        queryClient.invalidateQueries(getBlockedMembersQueryOptions(walletAddr)),
      ]),
  })
}
