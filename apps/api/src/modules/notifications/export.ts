import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { allNotifications } from './list.ts'

/** Every notification, as the list shows them, oldest first. */
export const notificationsExport =
  (db: Db): ExportPart<'Notifications'> =>
  async (walletAddr) => ({ Notifications: await allNotifications(db, walletAddr) })
