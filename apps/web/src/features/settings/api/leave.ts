import type { Address } from '@memap/shared/address'
import { leaveMeMap } from '@memap/shared/endpoints/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

// `POST /v0/account/delete` (owner only): the member leaves MeMap.

export function useLeaveMeMap(walletAddr: Address) {
  return useMutation({
    mutationFn: () => api.call(leaveMeMap, { body: { walletAddr } }),
  })
}
