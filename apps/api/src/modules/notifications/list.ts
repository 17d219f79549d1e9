import { NOTIFICATION_PAGE_SIZE } from '@memap/shared/notifications'
import type { Db } from '../../db/database.ts'
import { ANSWER_STATUS, type Answer } from './service.ts'

const answerOf = (status: number): Answer | null =>
  status === ANSWER_STATUS.accepted
    ? 'accepted'
    : status === ANSWER_STATUS.declined
      ? 'declined'
      : null

/** A page of the wallet's notifications, newest first, paged like the point history. */
export async function notificationPage(db: Db, walletAddr: string, index: number) {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('wallet_addr', '=', walletAddr)
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE)
  if (index > 0) query = query.where('id', '<', index)
  const rows = await query.execute()
  return {
    History: rows.map((row) => ({
      NotificationId: row.id,
      WhoomHistoryTypeName: row.type,
      WhoomHistoryInformation: row.info ?? '',
      Value: row.value,
      WalletAddr: row.actor_addr ?? '',
      TargetWalletAddr: row.target_addr ?? '',
      CreateAt: row.created_at,
      SelectStatus: row.select_status === 1,
      Answer: answerOf(row.select_status),
    })),
    Index: rows.at(-1)?.id ?? index,
  }
}
