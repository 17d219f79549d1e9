import type { z } from 'zod'
import { ownerEndpoint } from '../endpoint.ts'
import type * as moderation from '../moderation.ts'

// Reports and the moderators' queue (PRODUCT.md §7, §14).

export const fileReport = ownerEndpoint<{
  body: typeof moderation.reportBodySchema
  data: typeof moderation.reportFiledSchema
}>('POST', '/report')

export const openReports = ownerEndpoint<{
  query: typeof moderation.adminQuerySchema
  data: z.ZodArray<typeof moderation.openReportSchema>
}>('GET', '/admin/reports')

export const resolveReport = ownerEndpoint<{
  body: typeof moderation.resolveReportBodySchema
  data: typeof moderation.resolvedSchema
}>('POST', '/admin/reports/resolve')
