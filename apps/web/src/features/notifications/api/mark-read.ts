import type { Address } from '@memap/shared/address'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getUnreadCountQueryOptions } from '../../../shared/api/unread-count.ts'
import { api } from '../../../shared/lib/api-client.ts'

// `POST /v0/notification/read` (owner only): everything the member has now is read.

/** Marks the member's notifications read; the unread count shows 0 at once. */
export function useMarkNotificationsRead(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<true>('/notification/read', { body: { walletAddr } }),
    onSuccess: () => {
      queryClient.setQueryData(getUnreadCountQueryOptions(walletAddr).queryKey, 0)
    },
  })
}
