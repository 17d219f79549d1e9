import type { Address } from '@memap/shared/address'
import * as badgeCalls from '@memap/shared/endpoints/badges'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OWNED_BADGES_KEY } from '../../../shared/api/owned-badges.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/badge/apply`: the listed badges become active, the others inactive. */
export function applyBadges(walletAddr: Address, badgeIds: number[]): Promise<number[]> {
  return api
    .call(badgeCalls.applyBadges, { body: { walletAddr, badgeIds } })
    .then((answer) => answer.active)
}

/** Applies the badges; the owned badges and the profiles are read again before the call ends. */
export function useApplyBadges(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (badgeIds: number[]) => applyBadges(walletAddr, badgeIds),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] })
      await queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] })
    },
  })
}
