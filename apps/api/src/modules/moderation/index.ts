import { fileReport, openReports, resolveReport } from '@memap/shared/endpoints/moderation'
import { declareModule } from '../../module-declaration.ts'
import type { ForgetImage } from '../../storage/forget-image.ts'
import type { AlbumsService } from '../albums/service.ts'
import type { AuthService } from '../auth/service.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { moderationRoutes } from './routes.ts'
import { moderationService } from './service.ts'

/** Reports and suspensions, for the ADMIN_WALLETS. */
export const moderationModule = declareModule<{
  profiles: ProfilesService
  albums: AlbumsService
  auth: AuthService
  forgetImage: ForgetImage
}>()({
  name: 'moderation',
  needs: { profiles: true, albums: true, auth: true, forgetImage: true },
  refusals: [
    [fileReport, ['cannot_report_self', 'target_no_memap', 'no_such_photo', 'already_reported']],
    [openReports, ['moderators_only']],
    [resolveReport, ['action_not_for_report', 'moderators_only', 'no_such_report']],
  ],
  make: ({ profiles, albums, auth, forgetImage }, { db, config }) =>
    moderationService({
      db,
      forgetImage,
      profiles,
      albums,
      auth,
      moderators: config.adminWallets,
    }),
  routes: (api, moderation) => moderationRoutes(api, { moderation }),
  walletTables: {
    reports: {
      columns: ['reporter_addr', 'target_addr'],
      export: { none: "the moderators' record, about others as much as the member" },
      leave: { keeps: "the moderators' record" },
    },
    moderation_audit: {
      columns: ['moderator_addr', 'target_addr'],
      export: { none: "the moderators' record of their own actions" },
      leave: { keeps: "the moderators' record" },
    },
  },
})
