import type { z } from 'zod'
import { endpoint } from '../endpoint.ts'
import type * as moderation from '../moderation.ts'

// Reports and the moderators' queue (PRODUCT.md §7, §14).

export const fileReport = endpoint<{
  body: typeof moderation.reportBodySchema
  data: typeof moderation.reportFiledSchema
}>('POST', '/report')

export const openReports = endpoint<{
  query: typeof moderation.adminQuerySchema
  data: z.ZodArray<typeof moderation.openReportSchema>
}>('GET', '/admin/reports')

export const resolveReport = endpoint<{
  body: typeof moderation.resolveReportBodySchema
  data: typeof moderation.resolvedSchema
}>('POST', '/admin/reports/resolve')
