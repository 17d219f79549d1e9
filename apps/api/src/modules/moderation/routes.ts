import * as endpoints from '@memap/shared/endpoints/moderation'
import {
  adminQuerySchema,
  openReportSchema,
  reportBodySchema,
  reportFiledSchema,
  resolvedSchema,
  resolveReportBodySchema,
} from '@memap/shared/moderation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import type { ModerationService } from './service.ts'

export async function moderationRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: ModerationService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.fileReport,
      { body: reportBodySchema, data: reportFiledSchema },
      "Reports a member's profile, or one of their photos (albumId), to the moderators; " +
        'one open report per reporter and thing reported',
    ),
    handler: async (request) => {
      const { targetWalletAddr, albumId, reason, details } = request.body
      const id = await moderation.report(request.actor(), {
        target: targetWalletAddr,
        albumId,
        reason,
        details,
      })
      return { data: { ReportId: id } }
    },
  })

  routes.route({
    ...served(
      endpoints.openReports,
      { query: adminQuerySchema, data: z.array(openReportSchema) },
      'The open reports, newest first (moderators only: ADMIN_WALLETS)',
    ),
    handler: async (request) => ({
      data: await moderation.openReports(request.actor()),
    }),
  })

  routes.route({
    ...served(
      endpoints.resolveReport,
      { body: resolveReportBodySchema, data: resolvedSchema },
      'Acts on an open report: dismiss it, hide the photo, or suspend the member ' +
        '(moderators only); written to the audit',
    ),
    handler: async (request) => {
      const { reportId, action } = request.body
      return { data: { Resolved: await moderation.resolve(request.actor(), reportId, action) } }
    },
  })
}
