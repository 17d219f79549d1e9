import type { Address } from '@memap/shared/address'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { NotificationTable } from '../../db/schema.ts'
import { notificationsRepo } from './repo.ts'
import { ANSWER_STATUS, type Answer } from './service.ts'

const answerOf = (status: number): Answer | null =>
  status === ANSWER_STATUS.accepted
    ? 'accepted'
    : status === ANSWER_STATUS.declined
      ? 'declined'
      : null

/** A notification as the list and the live stream show it. */
const toEntry = (row: Selectable<NotificationTable>) => ({
  NotificationId: row.id,
  WhoomHistoryTypeName: row.type,
  WhoomHistoryInformation: row.info ?? '',
  Value: row.value,
  WalletAddr: row.actor_addr ?? '',
  TargetWalletAddr: row.target_addr ?? '',
  CreateAt: row.created_at,
  SelectStatus: row.select_status === 1,
  Answer: answerOf(row.select_status),
})
export type NotificationEntry = ReturnType<typeof toEntry>

/** A page of the wallet's notifications, newest first, paged like the point history. */
export async function notificationPage(db: Db, walletAddr: Address, index: number) {
  const rows = await notificationsRepo(db).page(walletAddr, index)
  return { History: rows.map(toEntry), Index: rows.at(-1)?.id ?? index }
}

/** Up to `limit` of the wallet's notifications after the one with id `afterId`, oldest first. */
export async function notificationsAfter(
  db: Db,
  walletAddr: Address,
  afterId: number,
  limit: number,
): Promise<NotificationEntry[]> {
  return (await notificationsRepo(db).after(walletAddr, afterId, limit)).map(toEntry)
}

/** The id of the wallet's newest notification (0 for none). */
export const latestNotificationId = (db: Db, walletAddr: Address): Promise<number> =>
  notificationsRepo(db).latestId(walletAddr)

/** Every notification of the wallet, oldest first, for its export. */
export async function allNotifications(db: Db, walletAddr: Address): Promise<NotificationEntry[]> {
  return (await notificationsRepo(db).all(walletAddr)).map(toEntry)
}
