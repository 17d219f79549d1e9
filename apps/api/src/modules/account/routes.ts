import { accountExportQuerySchema, accountExportSchema } from '@memap/shared/account'
import { envelopeSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { accountExport } from './export.ts'

export async function accountRoutes(
  app: FastifyInstance,
  { exportOf }: { exportOf: ReturnType<typeof accountExport> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/account/export',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          'Everything the server holds about the owner: profile, linked accounts, sessions, ' +
          'emotions, friends, requests, blocks, album, badges, point history, notifications',
        querystring: accountExportQuerySchema,
        response: { 200: envelopeSchema(accountExportSchema) },
      },
    },
    async (request, reply) => {
      const data = await exportOf(request.query.walletAddr)
      // A browser that opens the address saves a file rather than showing it.
      reply.header(
        'content-disposition',
        `attachment; filename="memap-${request.query.walletAddr}.json"`,
      )
      return { data }
    },
  )
}
