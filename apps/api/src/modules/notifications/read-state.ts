import type { Address } from '@memap/shared/address'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { notificationsRepo } from './repo.ts'

/** How many of the wallet's notifications came after the last time it read them. */
export const unreadCount = (db: Db, walletAddr: Address): Promise<number> =>
  notificationsRepo(db).unreadCount(walletAddr)

/** Marks every notification the wallet has now as read; its other open screens hear of it. */
export async function markAllRead(db: Db, walletAddr: Address, now: Date): Promise<void> {
  await notificationsRepo(db).markAllRead(walletAddr, now)
  recordChange(db, { walletAddr })
}
