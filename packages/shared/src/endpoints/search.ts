import { ownerEndpoint } from '../endpoint.ts'
import type * as search from '../search.ts'

// Finding people by name (PRODUCT.md §7, §14).

/** Members only: the searcher is the session's wallet. */
export const searchMembers = ownerEndpoint<{
  query: typeof search.searchQuerySchema
  data: typeof search.searchPageSchema
}>('GET', '/user/search')
