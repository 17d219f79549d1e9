import type { Address } from '@memap/shared/address'
import { useEffect } from 'react'
import { useUnreadCount } from '../../../shared/api/unread-count.ts'
import { useMarkNotificationsRead } from '../api/mark-read.ts'

/** The news on screen is read: on opening, and again whenever news arrives while it is open. */
export function useReadWhileOpen(address: Address) {
  const unread = useUnreadCount(address)
  const { mutate: markRead, isPending, isError } = useMarkNotificationsRead(address)
  useEffect(() => {
    if ((unread.data ?? 0) > 0 && !isPending && !isError) markRead()
  }, [unread.data, isPending, isError, markRead])
}
