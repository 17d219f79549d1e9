import type { Db } from '../../db/database.ts'
import { albumExport } from '../albums/export.ts'
import { sessionsExport } from '../auth/export.ts'
import { badgesExport } from '../badges/export.ts'
import { blocksExport } from '../blocks/export.ts'
import { emotionsExport } from '../emotions/export.ts'
import { friendsExport } from '../friends/export.ts'
import { notificationsExport } from '../notifications/export.ts'
import { pointsExport } from '../points/export.ts'
import { profileExport } from '../profiles/export.ts'

/** Every module's part of a member's export, in the order the file shows them. */
export const exportParts = (db: Db) =>
  [
    profileExport,
    sessionsExport,
    emotionsExport,
    friendsExport,
    blocksExport,
    albumExport,
    badgesExport,
    pointsExport,
    notificationsExport,
  ].map((part) => part(db))
