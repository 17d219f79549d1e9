import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import {
  latestNotificationId,
  type NotificationEntry,
  notificationPage,
  notificationsAfter,
} from './list.ts'
import { markAllRead, unreadCount } from './read-state.ts'

/** The reader's side of the notifications, for the routes and the live stream. */
export function inboxService(deps: { db: Db }) {
  const { db } = deps
  return {
    page: (walletAddr: Address, index: number) => notificationPage(db, walletAddr, index),
    after: (walletAddr: Address, afterId: number, limit: number): Promise<NotificationEntry[]> =>
      notificationsAfter(db, walletAddr, afterId, limit),
    latestId: (walletAddr: Address) => latestNotificationId(db, walletAddr),
    unreadCount: (walletAddr: Address) => unreadCount(db, walletAddr),
    markAllRead: (walletAddr: Address, now: Date) => markAllRead(db, walletAddr, now),
  }
}

export type InboxService = ReturnType<typeof inboxService>
