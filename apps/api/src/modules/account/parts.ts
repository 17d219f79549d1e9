import type { LeavePart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { albumExport } from '../albums/export.ts'
import { albumsLeave } from '../albums/leave.ts'
import { sessionsExport } from '../auth/export.ts'
import { sessionsLeave } from '../auth/leave.ts'
import { badgesExport } from '../badges/export.ts'
import { blocksExport } from '../blocks/export.ts'
import { blocksLeave } from '../blocks/leave.ts'
import { emotionsExport } from '../emotions/export.ts'
import { emotionsLeave } from '../emotions/leave.ts'
import { friendsExport } from '../friends/export.ts'
import { friendsLeave } from '../friends/leave.ts'
import { notificationsExport } from '../notifications/export.ts'
import { notificationsLeave } from '../notifications/leave.ts'
import type { Notifier } from '../notifications/service.ts'
import { pointsExport } from '../points/export.ts'
import type { PointsLedger } from '../points/ledger.ts'
import { profileExport } from '../profiles/export.ts'
import { profilesLeave } from '../profiles/leave.ts'
import { pushExport } from '../push/export.ts'
import { pushLeave } from '../push/leave.ts'
import { withdrawalsExport } from '../withdrawals/export.ts'

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
    withdrawalsExport,
    pointsExport,
    notificationsExport,
    pushExport,
  ].map((part) => part(db))

/**
 * What leaving removes, module by module, in one transaction. The ledger, balances, badges and
 * others' records of the member (cheers and likes they gave, reports, the audit) stay: every
 * balance still equals the sum of its ledger, and the leaving wallet's own rows are its
 * accounting record. What the economy's rules count per wallet stays too (the ledger's keys, the
 * album's paid slots, the daily counters), so that joining again pays nothing twice. A part that
 * refunds or settles (friends') does it through the ledger and notifier it is given.
 */
export const leaveParts = (deps: { ledger: PointsLedger; notifier: Notifier }): LeavePart[] => [
  friendsLeave(deps),
  emotionsLeave,
  albumsLeave,
  blocksLeave,
  notificationsLeave,
  pushLeave,
  profilesLeave,
  sessionsLeave,
]
