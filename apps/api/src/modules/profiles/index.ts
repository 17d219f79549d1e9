import {
  registerProfile,
  updateCustomUrl,
  updateProfile,
  userInfo,
} from '@memap/shared/endpoints/profile'
import { declareModule } from '../../module-declaration.ts'
import type { ImagePipeline } from '../../storage/images.ts'
import { PICTURE_REFUSED, UPLOADS_USED_UP } from '../../storage/picture-refusals.ts'
import type { EventsService } from '../events/index.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ReadsService } from '../reads/service.ts'
import { profileExport } from './export.ts'
import { profilesLeave } from './leave.ts'
import { profilePage } from './page.ts'
import { profilesRoutes } from './routes.ts'
import { profilesService } from './service.ts'

/** The rules of a profile's fields that the screens explain (packages/shared/src/rules.ts). */
const NAME_RULES = ['name_length', 'name_characters', 'name_invisible', 'name_letter'] as const
const PROFILE_RULES = [...NAME_RULES, 'description_too_long', 'custom_url_invalid'] as const

/** A member's MeMap: registering, the profile (its cache and visits), the NFT. */
export const profilesModule = declareModule<{
  images: ImagePipeline
  ledger: PointsLedger
  events: EventsService
  reads: ReadsService
}>()({
  name: 'profiles',
  needs: { images: true, ledger: true, events: true, reads: true },
  refusals: [
    [
      registerProfile,
      [
        ...PICTURE_REFUSED,
        ...PROFILE_RULES,
        'memap_exists',
        'name_taken',
        'name_look_alike',
        UPLOADS_USED_UP,
      ],
    ],
    [
      updateProfile,
      [
        ...PICTURE_REFUSED,
        ...PROFILE_RULES,
        'snv_too_low',
        'snv_too_high',
        'no_memap',
        'name_taken',
        'name_look_alike',
        UPLOADS_USED_UP,
      ],
    ],
    [updateCustomUrl, ['custom_url_invalid', 'no_memap']],
    [userInfo, ['no_memap']],
  ],
  limits: { uploads: [registerProfile, updateProfile] },
  make({ images, ledger, events, reads }, { db, config, onChainJobQueued }) {
    const profiles = profilesService({
      db,
      images,
      ledger,
      reads,
      onJobQueued: onChainJobQueued,
      cacheEntries: config.cacheEntries,
    })
    events.bus.onChange(profiles.forgetChanged)
    return profiles
  },
  routes: (api, profiles, _needs, { config }) =>
    profilesRoutes(api, { profiles, publicUrl: config.publicUrl }),
  walletTables: {
    users: {
      columns: ['wallet_addr'],
      export: { part: 'Profile' },
      leave: { removes: ['wallet_addr'] },
    },
    member_search_terms: {
      columns: ['wallet_addr'],
      export: { none: "the name's search terms, derived from the exported name" },
      leave: { removes: ['wallet_addr'] },
    },
    profile_visits: {
      columns: ['profile_addr', 'visitor_addr'],
      export: { none: 'the order of the network list, not a record of the member' },
      leave: { removes: ['profile_addr'] },
    },
  },
  exportPart: profileExport,
  leavePart: () => profilesLeave,
  images: (profiles) => ({
    named: profiles.showsImage,
    shownToOthers: profiles.showsImageToOthers,
  }),
  page: (profiles, { config }) => ({ extrasFor: profilePage(profiles, config.publicUrl) }),
})
