import { declareModule } from '../../module-declaration.ts'
import type { BadgesService } from '../badges/service.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { EmotionsService } from '../emotions/service.ts'
import type { Notifier } from '../notifications/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { friendsRoutes } from './routes.ts'
import { friendsService } from './service.ts'

/** Friend requests, friendships, the friend list and recommendations. */
export const friendsModule = declareModule<{
  profiles: ProfilesService
  blocks: BlocksService
  ledger: PointsLedger
  notifier: Notifier
  emotions: EmotionsService
  badges: BadgesService
}>()({
  name: 'friends',
  needs: {
    profiles: true,
    blocks: true,
    ledger: true,
    notifier: true,
    emotions: true,
    badges: true,
  },
  make: ({ profiles, blocks, ledger, notifier, emotions, badges }, { db }) =>
    friendsService({
      db,
      profiles,
      blocks,
      ledger,
      notifier,
      networks: {
        emotion: (id, slice) => emotions.walletsFeeling(id, slice),
        badge: (id, slice) => badges.walletsShowing(id, slice),
      },
    }),
  routes: (api, friends) => friendsRoutes(api, { friends }),
})
