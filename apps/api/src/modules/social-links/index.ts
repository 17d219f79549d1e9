import { declareModule } from '../../module-declaration.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { socialLinksRoutes } from './routes.ts'
import { socialLinksService } from './service.ts'

/** Linking X and Telegram accounts to a profile. */
export const socialLinksModule = declareModule<{ profiles: ProfilesService }>()({
  name: 'social-links',
  needs: { profiles: true },
  make: ({ profiles }, { db, config }) => socialLinksService({ db, config, profiles }),
  routes: (api, social) => socialLinksRoutes(api, { social }),
})
