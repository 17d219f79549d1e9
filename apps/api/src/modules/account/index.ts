import { leaveMeMap } from '@memap/shared/endpoints/account'
import type { ExportReader, LeavePart } from '../../core/account-parts.ts'
import { declareModule } from '../../module-declaration.ts'
import type { ForgetImage } from '../../storage/forget-image.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { accountExport } from './export.ts'
import { accountRoutes } from './routes.ts'
import { accountService } from './service.ts'

/**
 * A member's export and leaving, each module writing its part. What leaving removes, module by
 * module, in one transaction: the ledger, balances, badges and others' records of the member
 * (cheers and likes they gave, reports, the audit) stay, so every balance still equals the sum of
 * its ledger, and the leaving wallet's own rows are its accounting record. What the economy's
 * rules count per wallet stays too (the ledger's keys, the album's paid slots, the daily
 * counters), so that joining again pays nothing twice. A part that refunds or settles (friends')
 * does it through the ledger and notifier its module is handed.
 */
export const accountModule = declareModule<{
  profiles: ProfilesService
  forgetImage: ForgetImage
  /** Every module's part, from its declaration. */
  exportParts: ExportReader[]
  leaveParts: LeavePart[]
}>()({
  name: 'account',
  needs: { profiles: true, forgetImage: true, exportParts: true, leaveParts: true },
  refusals: [[leaveMeMap, ['no_memap']]],
  make: ({ profiles, forgetImage, exportParts, leaveParts }, { db }) => ({
    exportOf: accountExport(exportParts),
    account: accountService({ db, isMember: profiles.hasProfile, leaveParts, forgetImage }),
  }),
  routes: (api, service) => accountRoutes(api, service),
})
