import { leaveMeMap } from '@memap/shared/endpoints/account'
import { declareModule } from '../../module-declaration.ts'
import type { ForgetImage } from '../../storage/forget-image.ts'
import type { Notifier } from '../notifications/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { accountExport } from './export.ts'
import { exportParts, leaveParts } from './parts.ts'
import { accountRoutes } from './routes.ts'
import { accountService } from './service.ts'

/** A member's export and leaving, each module writing its part. */
export const accountModule = declareModule<{
  profiles: ProfilesService
  ledger: PointsLedger
  notifier: Notifier
  forgetImage: ForgetImage
}>()({
  name: 'account',
  needs: { profiles: true, ledger: true, notifier: true, forgetImage: true },
  refusals: [[leaveMeMap, ['no_memap']]],
  make: ({ profiles, ledger, notifier, forgetImage }, { db }) => ({
    exportOf: accountExport(exportParts(db)),
    account: accountService({
      db,
      isMember: profiles.hasProfile,
      leaveParts: leaveParts({ ledger, notifier }),
      forgetImage,
    }),
  }),
  routes: (api, service) => accountRoutes(api, service),
})
