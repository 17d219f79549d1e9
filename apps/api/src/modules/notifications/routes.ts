import * as endpoints from '@memap/shared/endpoints/notifications'
import { doneSchema } from '@memap/shared/envelope'
import {
  notificationOwnerSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@memap/shared/notifications'
import { pageQuerySchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.ts'
import { served } from '../../plugins/contract.ts'
import { notificationPage } from './list.ts'
import { markAllRead, unreadCount } from './read-state.ts'

export async function notificationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.notificationPage,
      { query: pageQuerySchema, data: notificationPageSchema },
      "A page of the owner's notifications, newest first (20 a page)",
    ),
    config: { access: 'owner' },
    handler: async (request) => ({
      data: await notificationPage(db, request.query.walletAddr, request.query.index),
    }),
  })

  routes.route({
    ...served(
      endpoints.unreadCount,
      { query: notificationOwnerSchema, data: unreadCountSchema },
      "How many of the owner's notifications came since they last read them",
    ),
    config: { access: 'owner' },
    handler: async (request) => ({
      data: { Count: await unreadCount(db, request.query.walletAddr) },
    }),
  })

  routes.route({
    ...served(
      endpoints.markNotificationsRead,
      { body: notificationOwnerSchema, data: doneSchema },
      'Marks every notification the owner has now as read',
    ),
    config: { access: 'owner' },
    handler: async (request) => {
      await markAllRead(db, request.body.walletAddr, new Date())
      return { data: true as const }
    },
  })
}
