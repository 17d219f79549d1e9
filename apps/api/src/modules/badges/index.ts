import { declareModule } from '../../module-declaration.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { badgesRoutes } from './routes.ts'
import { badgesService } from './service.ts'

/** Badges: the catalogue, buying one (from the wallet or relayed), wearing them. */
export const badgesModule = declareModule<{ profiles: ProfilesService }>()({
  name: 'badges',
  needs: { profiles: true },
  make: ({ profiles }, { db, chain, onChainJobQueued }) =>
    badgesService({ db, chain, onJobQueued: onChainJobQueued, present: profiles.present }),
  routes: (api, badges) => badgesRoutes(api, { badges }),
})
