import { envelopeSchema } from '@memap/shared/envelope'
import { notificationPageSchema } from '@memap/shared/notifications'
import { pageQuerySchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.ts'
import { notificationPage } from './list.ts'

export async function notificationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/notification/list',
    {
      config: { access: 'owner' },
      schema: {
        summary: "A page of the owner's notifications, newest first (20 a page)",
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(notificationPageSchema) },
      },
    },
    async (request) => ({
      data: await notificationPage(db, request.query.walletAddr, request.query.index),
    }),
  )
}
