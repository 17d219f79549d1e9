import { searchMembers } from '@memap/shared/endpoints/search'
import { declareModule } from '../../module-declaration.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { searchRoutes } from './routes.ts'
import { searchService } from './service.ts'

/** Finding people by name (docs/ARCHITECTURE.md, "Finding people"). */
export const searchModule = declareModule<{
  profiles: ProfilesService
  reads: ReadsService
}>()({
  name: 'search',
  needs: { profiles: true, reads: true },
  refusals: [[searchMembers, ['memap_required']]],
  // A search costs more than a lookup, and a client could send them without end.
  limits: { reads: [searchMembers] },
  make: ({ profiles, reads }) => searchService({ profiles, reads }),
  routes: (api, search) => searchRoutes(api, { search }),
})
