import { envelopeSchema } from '@memap/shared/envelope'
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
import type { ModerationService } from './service.ts'

export async function moderationRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: ModerationService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/report',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          "Reports a member's profile, or one of their photos (albumId), to the moderators; " +
          'one open report per reporter and thing reported',
        body: reportBodySchema,
        response: { 200: envelopeSchema(reportFiledSchema) },
      },
    },
    async (request) => {
      const { walletAddr, targetWalletAddr, albumId, reason, details } = request.body
      const id = await moderation.report(walletAddr, {
        target: targetWalletAddr,
        albumId,
        reason,
        details,
      })
      return { data: { ReportId: id } }
    },
  )

  routes.get(
    '/admin/reports',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'The open reports, newest first (moderators only: ADMIN_WALLETS)',
        querystring: adminQuerySchema,
        response: { 200: envelopeSchema(z.array(openReportSchema)) },
      },
    },
    async (request) => ({ data: await moderation.openReports(request.query.walletAddr) }),
  )

  routes.post(
    '/admin/reports/resolve',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          'Acts on an open report: dismiss it, hide the photo, or suspend the member ' +
          '(moderators only); written to the audit',
        body: resolveReportBodySchema,
        response: { 200: envelopeSchema(resolvedSchema) },
      },
    },
    async (request) => {
      const { walletAddr, reportId, action } = request.body
      return { data: { Resolved: await moderation.resolve(walletAddr, reportId, action) } }
    },
  )
}
