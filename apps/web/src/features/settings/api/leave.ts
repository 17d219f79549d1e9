import type { Address } from '@memap/shared/address'
import { leaveMeMap } from '@memap/shared/endpoints/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'
import { announceLeftMeMap } from '../../../shared/lib/landing-state.ts'

// `POST /v0/account/delete` (owner only): the member leaves MeMap.

export function useLeaveMeMap(walletAddr: Address) {
  return useMutation({
    mutationFn: () => api.call(leaveMeMap, { body: { walletAddr } }),
    // Here, not in the screen's callback: it runs even when the ended session has already
    // taken the tab to the landing.
    onSuccess: announceLeftMeMap,
  })
}
