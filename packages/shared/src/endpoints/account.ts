import type * as account from '../account.ts'
import { ownerEndpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The member's own data: the export and leaving MeMap (PRODUCT.md §7, §14).

export const accountExport = ownerEndpoint<{
  query: typeof account.accountExportQuerySchema
  data: typeof account.accountExportSchema
}>('GET', '/account/export')

export const leaveMeMap = ownerEndpoint<{
  body: typeof account.leaveBodySchema
  data: typeof doneSchema
}>('POST', '/account/delete')
