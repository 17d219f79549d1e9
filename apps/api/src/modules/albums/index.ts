import { declareModule } from '../../module-declaration.ts'
import type { ImagePipeline } from '../../storage/images.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { DailyInteractions } from '../daily/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { albumsRoutes } from './routes.ts'
import { albumsService } from './service.ts'

/** A member's album of nine photos, and likes. */
export const albumsModule = declareModule<{
  images: ImagePipeline
  profiles: ProfilesService
  blocks: BlocksService
  interactions: DailyInteractions
  ledger: PointsLedger
}>()({
  name: 'albums',
  needs: { images: true, profiles: true, blocks: true, interactions: true, ledger: true },
  make: ({ images, profiles, blocks, interactions, ledger }, { db }) =>
    albumsService({ db, images, profiles, blocks, interactions, ledger }),
  routes: (api, albums) => albumsRoutes(api, { albums }),
})
