import {
  accountExportQuerySchema,
  accountExportSchema,
  leaveBodySchema,
} from '@memap/shared/account'
import { SESSION_COOKIE } from '@memap/shared/auth'
import * as endpoints from '@memap/shared/endpoints/account'
import { doneSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { served } from '../../plugins/contract.ts'
import type { accountExport } from './export.ts'
import type { AccountService } from './service.ts'

export async function accountRoutes(
  app: FastifyInstance,
  { exportOf, account }: { exportOf: ReturnType<typeof accountExport>; account: AccountService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.accountExport,
      { query: accountExportQuerySchema, data: accountExportSchema },
      'Everything the server holds about the owner: profile, linked accounts, sessions, ' +
        'emotions, friends, requests, blocks, album, badges, point history, notifications',
    ),
    handler: async (request, reply) => {
      const wallet = request.actor()
      const data = await exportOf(wallet)
      // A browser that opens the address saves a file rather than showing it.
      reply.header('content-disposition', `attachment; filename="memap-${wallet}.json"`)
      return { data }
    },
  })

  routes.route({
    ...served(
      endpoints.leaveMeMap,
      { body: leaveBodySchema, data: doneSchema },
      'Leaves MeMap: the profile, emotions, photos, friendships and sessions go (pending ' +
        'requests refunded); the ledger and the NFT stay',
    ),
    handler: async (request, reply) => {
      await account.leave(request.actor())
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return { data: true as const }
    },
  })
}
