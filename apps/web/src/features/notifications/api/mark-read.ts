import type { Address } from '@memap/shared/address'
import { markNotificationsRead } from '@memap/shared/endpoints/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getUnreadCountQueryOptions } from '../../../shared/api/unread-count.ts'
import { api } from '../../../shared/lib/api-client.ts'

// `POST /v0/notification/read` (owner only): everything the member has now is read.

/** Marks the member's notifications read; the unread count shows 0 at once. */
export function useMarkNotificationsRead(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.call(markNotificationsRead, { body: { walletAddr } }),
    onSuccess: () => {
      queryClient.setQueryData(getUnreadCountQueryOptions(walletAddr).queryKey, 0)
    },
  })
}
