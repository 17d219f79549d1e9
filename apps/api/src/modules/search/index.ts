import { searchMembers } from '@memap/shared/endpoints/search'
import { declareModule } from '../../module-declaration.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { FriendsService } from '../friends/service.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { searchRoutes } from './routes.ts'
import { searchService } from './service.ts'

/** Finding people by name (docs/ARCHITECTURE.md, "Finding people"). */
export const searchModule = declareModule<{
  profiles: ProfilesService
  friends: FriendsService
  blocks: BlocksService
}>()({
  name: 'search',
  needs: { profiles: true, friends: true, blocks: true },
  refusals: [[searchMembers, ['memap_required']]],
  // A search costs more than a lookup, and a client could send them without end.
  limits: { reads: [searchMembers] },
  make: ({ profiles, friends, blocks }, { db }) => searchService({ db, profiles, friends, blocks }),
  routes: (api, search) => searchRoutes(api, { search }),
})
