import { declareModule } from '../../module-declaration.ts'
import type { ImagePipeline } from '../../storage/images.ts'
import type { EventsService } from '../events/index.ts'
import type { PointsLedger } from '../points/ledger.ts'
import { profilesRoutes } from './routes.ts'
import { profilesService } from './service.ts'

/** A member's MeMap: registering, the profile and its sections, the NFT. */
export const profilesModule = declareModule<{
  images: ImagePipeline
  ledger: PointsLedger
  events: EventsService
}>()({
  name: 'profiles',
  needs: { images: true, ledger: true, events: true },
  make({ images, ledger, events }, { db, config, onChainJobQueued }) {
    const profiles = profilesService({
      db,
      images,
      ledger,
      onJobQueued: onChainJobQueued,
      cacheEntries: config.cacheEntries,
    })
    events.bus.onChange(profiles.forgetChanged)
    return profiles
  },
  routes: (api, profiles, _needs, { config }) =>
    profilesRoutes(api, { profiles, publicUrl: config.publicUrl }),
})
