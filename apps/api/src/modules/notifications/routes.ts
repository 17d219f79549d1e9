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
import { served } from '../../plugins/contract.ts'
import type { InboxService } from './inbox.ts'

export async function notificationsRoutes(
  app: FastifyInstance,
  { inbox }: { inbox: InboxService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.notificationPage,
      { query: pageQuerySchema, data: notificationPageSchema },
      "A page of the owner's notifications, newest first (20 a page)",
    ),
    handler: async (request) => ({
      data: await inbox.page(request.actor(), request.query.index),
    }),
  })

  routes.route({
    ...served(
      endpoints.unreadCount,
      { query: notificationOwnerSchema, data: unreadCountSchema },
      "How many of the owner's notifications came since they last read them",
    ),
    handler: async (request) => ({
      data: { Count: await inbox.unreadCount(request.actor()) },
    }),
  })

  routes.route({
    ...served(
      endpoints.markNotificationsRead,
      { body: notificationOwnerSchema, data: doneSchema },
      'Marks every notification the owner has now as read',
    ),
    handler: async (request) => {
      await inbox.markAllRead(request.actor(), new Date())
      return { data: true as const }
    },
  })
}
