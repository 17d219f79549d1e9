import { envelopeSchema } from '@memap/shared/envelope'
import {
  notificationOwnerSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@memap/shared/notifications'
import { pageQuerySchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { notificationPage } from './list.ts'
import { markAllRead, unreadCount } from './read-state.ts'

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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/notification/unread-count',
    {
      config: { access: 'owner' },
      schema: {
        summary: "How many of the owner's notifications came since they last read them",
        querystring: notificationOwnerSchema,
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => ({ data: { Count: await unreadCount(db, request.query.walletAddr) } }),
  )

  app.withTypeProvider<ZodTypeProvider>().post(
    '/notification/read',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Marks every notification the owner has now as read',
        body: notificationOwnerSchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await markAllRead(db, request.body.walletAddr, new Date())
      return { data: true as const }
    },
  )
}
