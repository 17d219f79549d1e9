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
    config: { access: 'owner' },
    handler: async (request) => {
      const { walletAddr, targetWalletAddr, albumId, reason, details } = request.body
      const id = await moderation.report(walletAddr, {
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
    config: { access: 'owner' },
    handler: async (request) => ({
      data: await moderation.openReports(request.query.walletAddr),
    }),
  })

  routes.route({
    ...served(
      endpoints.resolveReport,
      { body: resolveReportBodySchema, data: resolvedSchema },
      'Acts on an open report: dismiss it, hide the photo, or suspend the member ' +
        '(moderators only); written to the audit',
    ),
    config: { access: 'owner' },
    handler: async (request) => {
      const { walletAddr, reportId, action } = request.body
      return { data: { Resolved: await moderation.resolve(walletAddr, reportId, action) } }
    },
  })
}
