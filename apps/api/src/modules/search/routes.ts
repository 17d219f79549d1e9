import * as endpoints from '@memap/shared/endpoints/search'
import { searchPageSchema, searchQuerySchema } from '@memap/shared/search'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { served } from '../../plugins/contract.ts'
import type { SearchService } from './service.ts'

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.searchMembers,
      { query: searchQuerySchema, data: searchPageSchema },
      'Members whose names match q, for a signed-in member: the exact name, then names that ' +
        'start with it, then the rest; friends first within each; 10 a page',
    ),
    handler: async (request) => {
      const { q, index } = request.query
      return { data: await search.members(request.actor(), q, index) }
    },
  })
}
