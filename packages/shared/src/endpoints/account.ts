import type * as account from '../account.ts'
import { endpoint } from '../endpoint.ts'
import type { doneSchema } from '../envelope.ts'

// The member's own data: the export and leaving MeMap (PRODUCT.md §7, §14).

export const accountExport = endpoint<{
  query: typeof account.accountExportQuerySchema
  data: typeof account.accountExportSchema
}>('GET', '/account/export')

export const leaveMeMap = endpoint<{
  body: typeof account.leaveBodySchema
  data: typeof doneSchema
}>('POST', '/account/delete')
