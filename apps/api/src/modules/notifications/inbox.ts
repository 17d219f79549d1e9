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
    page: (walletAddr: string, index: number) => notificationPage(db, walletAddr, index),
    after: (walletAddr: string, afterId: number, limit: number): Promise<NotificationEntry[]> =>
      notificationsAfter(db, walletAddr, afterId, limit),
    latestId: (walletAddr: string) => latestNotificationId(db, walletAddr),
    unreadCount: (walletAddr: string) => unreadCount(db, walletAddr),
    markAllRead: (walletAddr: string, now: Date) => markAllRead(db, walletAddr, now),
  }
}

export type InboxService = ReturnType<typeof inboxService>
