import {
  accountExportQuerySchema,
  accountExportSchema,
  leaveBodySchema,
} from '@memap/shared/account'
import { SESSION_COOKIE } from '@memap/shared/auth'
import { envelopeSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { accountExport } from './export.ts'
import type { AccountService } from './service.ts'

export async function accountRoutes(
  app: FastifyInstance,
  { exportOf, account }: { exportOf: ReturnType<typeof accountExport>; account: AccountService },
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

  app.withTypeProvider<ZodTypeProvider>().post(
    '/account/delete',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          'Leaves MeMap: the profile, emotions, photos, friendships and sessions go (pending ' +
          'requests refunded); the ledger and the NFT stay',
        body: leaveBodySchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request, reply) => {
      await account.leave(request.body.walletAddr)
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return { data: true as const }
    },
  )
}
